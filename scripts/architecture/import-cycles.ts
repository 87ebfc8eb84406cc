import { moduleReferences, resolveSpecifier } from './import-direction';
import type { SourceFile } from './source-files';

/**
 * Import circles between source files (docs/architecture.md "Direction of imports"). Every reference counts: a value
 * import, `import type`, a re-export and `import()`. A type-only circle costs nothing at run time, but it still means
 * neither file can be read, tested or moved without the other; a circle through `import()` still makes each file's
 * meaning depend on the other's.
 */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** How a specifier without its extension is written in this repository (moduleResolution Bundler). */
const ENDINGS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The file among `paths` that a relative specifier of `file` names, or null (a package, a stylesheet, a JSON file). */
export function resolveImport(file: string, specifier: string, paths: ReadonlySet<string>): string | null {
  const target = resolveSpecifier(file, specifier);
  if (!target) return null;
  const candidates = ENDINGS.map((ending) => target + ending);
  if (target.endsWith('.js')) candidates.push(target.replace(/\.js$/, '.ts'));
  return candidates.find((candidate) => paths.has(candidate)) ?? null;
}

/** Each file's imports among the given files, in the order the file writes them. */
export function importGraph(files: readonly SourceFile[]): ImportGraph {
  const paths = new Set(files.map((file) => file.path));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = moduleReferences(file.text).map((reference) => resolveImport(file.path, reference.specifier, paths));
    graph.set(file.path, [...new Set(targets.filter((target): target is string => target !== null))]);
  }
  return graph;
}

/**
 * The strongly connected components of two or more files, or of one file that imports itself (Tarjan's algorithm,
 * iterative so a deep chain of imports cannot overflow the stack). Each component lists its files sorted.
 */
export function circularComponents(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfImport) components.push(component.sort());
    }
  }
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest circle through the component's first file, staying inside the component (breadth first). */
export function shortestCircle(graph: ImportGraph, component: readonly string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const circle = [node];
        while (circle[0] !== start) circle.unshift(cameFrom.get(circle[0]!)!);
        return [...circle, start];
      }
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, node);
      queue.push(target);
    }
  }
  return [start];
}

/** One line per circle: an example circle, and how many files the component holds when it holds more. */
export function describeCircles(graph: ImportGraph): string[] {
  return circularComponents(graph).map((component) => {
    const circle = shortestCircle(graph, component).join(' → ');
    return component.length > circle.split(' → ').length - 1 ? `${circle} (one circle of ${component.length} files: ${component.join(', ')})` : circle;
  });
}
