// The module the lab's build writes (scripts/lab/build.ts): every chart file and model-test case file.
declare module 'lab:charts' {
  export const chartModules: Array<{ file: string; module: Record<string, unknown> }>;
  export const caseModules: Array<{ file: string; module: Record<string, unknown> }>;
}
