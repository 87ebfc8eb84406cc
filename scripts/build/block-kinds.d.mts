// Types of scripts/build/block-kinds.mjs (a build script in JavaScript, read by esbuild.mjs and tests).
import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export declare const KINDS_MODULE: string;
export declare function definitionFiles(root: string): string[];
export declare function loadDefinitions(root: string): Promise<Array<{ file: string; definition: BlockKindDefinition }>>;
export declare function renderKindsModule(root: string): Promise<string>;
export declare function blockEntryPoints(root: string): Promise<Record<string, string>>;
