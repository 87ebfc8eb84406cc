/**
 * A schema reads a page's JSON into a chart's domain type (machines/<name>/types.ts): `Expect<SameType<z.output<typeof
 * schema>, DomainType>>` compiles only while the two agree, so neither can drift from the other. Types only: no code.
 */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Expect<T extends true> = T;
