import { describe, expect, it } from 'vitest';
import { connectSignatureProblems } from './connect-signature';
import { readSources } from './source-files';

const check = (text: string) => connectSignatureProblems({ path: 'machines/x/connect.ts', text });

describe('the connect-signature check', () => {
  it('accepts (snapshot, send), (snapshot, _send, options) and a destructured options object', () => {
    expect(check('export function connectA(snapshot: S, send: Send) {}')).toEqual([]);
    expect(check('export function connectB(snapshot: S, _send: Send, options: { id: string }) {}')).toEqual([]);
    expect(check("export function connectC(snapshot: S, send: Send, { id = 'c' }: { id?: string } = {}) {}")).toEqual([]);
    expect(check('export function connectD({ script, map }: Both, send: Send, options: O) {}')).toEqual([]);
  });

  it('names a connect without send, with a bare id, with arguments after the options, or with another first name', () => {
    expect(check('export function connectA(snapshot: S) {}')).toEqual(['machines/x/connect.ts: connectA: the second parameter must be "send" (or "_send" when no part sends), not missing']);
    expect(check('export function connectB(snapshot: S, id: string) {}')).toEqual(['machines/x/connect.ts: connectB: the second parameter must be "send" (or "_send" when no part sends), not "id"']);
    expect(check("export function connectC(snapshot: S, send: Send, prefix = 'c') {}")).toEqual(["machines/x/connect.ts: connectC: the third parameter must be an options object, not \"prefix = 'c'\""]);
    expect(check('export function connectD(snapshot: S, send: Send, options: string) {}')).toEqual(['machines/x/connect.ts: connectD: the third parameter must be an options object, not "options: string"']);
    expect(check('export function connectE(snapshot: S, send: Send, options: O, cart?: C) {}')).toEqual(['machines/x/connect.ts: connectE: 1 parameter(s) after the options object; put them in it']);
    expect(check('export function connectF(script: S, send: Send) {}')).toEqual(['machines/x/connect.ts: connectF: the first parameter is "script", not "snapshot"']);
  });

  it('names a connect whose id option is called another way than "id"', () => {
    expect(check('export function connectA(snapshot: S, send: Send, { blockId }: { blockId: string }) {}')).toContain('machines/x/connect.ts: the id option is "id", not "blockId"');
    expect(check('interface O { idPrefix?: string }\nexport function connectB(snapshot: S, send: Send, options: O) {}')).toEqual(['machines/x/connect.ts: the id option is "id", not "idPrefix"']);
  });

  it('leaves helpers that are not exported connects alone', () => {
    expect(check('function connectInner(a: number) {}\nexport function partsOf(x: string, y: number) {}')).toEqual([]);
  });
});

describe('every connect under machines/ has the one signature', () => {
  const connects = readSources(['machines']).filter((file) => /connect\.tsx?$/.test(file.path));
  it('finds the connects', () => expect(connects.length).toBeGreaterThan(20));
  it('(snapshot, send, options?)', () => expect(connects.flatMap(connectSignatureProblems)).toEqual([]));
});
