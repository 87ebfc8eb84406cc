import { describe, expect, it } from 'vitest';
import { censusOfObjects, grownPerCycle, type Retained } from './leak-probe';

// The leak test's counting, outside the browser: what the census counts of the objects queryObjects hands it, and
// which growth between two readings fails.

class Actor {}
class Other {}
function named() {}

describe('censusOfObjects', () => {
  it('counts objects per constructor, functions by name, and the elements of arrays, Maps and Sets', () => {
    const objects = [{}, {}, [1, 2, 3], new Map([[1, 1]]), new Set([1, 2]), named, () => {}, new Actor(), new Other(), Object.create(null) as object];
    const { census, objects: total, actors } = censusOfObjects.call(objects, [Actor.prototype]);
    expect(census).toEqual({
      Object: 2,
      Array: 1,
      Map: 1,
      Set: 1,
      'function named': 1,
      'function (anonymous)': 1,
      Actor: 1,
      Other: 1,
      '(null prototype)': 1,
      '[array elements]': 3,
      '[map entries]': 1,
      '[set entries]': 2,
    });
    expect(total).toBe(objects.length);
    expect(censusOfObjects.call([{}, new Actor()], []).objects).toBe(2);
    expect(actors).toBe(1);
  });

  it('counts every object that inherits from a noted prototype as an actor, and reads no getter', () => {
    class Sub extends Actor {}
    let read = false;
    const withGetter = Object.create(Object.prototype, { constructor: { get: () => ((read = true), Object) } }) as object;
    const trap = Object.create(withGetter) as object;
    const { actors, census } = censusOfObjects.call([new Actor(), new Sub(), trap], [Actor.prototype]);
    expect(actors).toBe(2);
    expect(read).toBe(false);
    expect(census['(no constructor)']).toBe(1);
  });
});

const reading = (census: Record<string, number>, rest: Partial<Retained> = {}): Retained => ({
  census,
  objects: 0,
  actors: 0,
  elements: 30,
  detachedTrees: 0,
  detachedNodes: 0,
  detachedNodesKeptByThirdParty: 0,
  detachedRoots: [],
  used: 0,
  ...rest,
});

describe('grownPerCycle', () => {
  it('fails a count that grows by half an object a cycle or more, not one that moves by a few', () => {
    const before = reading({ Object: 1000, Array: 500, Leaked: 20, '[array elements]': 900 });
    const after = reading({ Object: 1008, Array: 497, Leaked: 70, '[array elements]': 925, Fresh: 30 });
    expect(grownPerCycle(before, after, 50, 0.5)).toEqual([
      { what: 'Leaked', from: 20, to: 70 },
      { what: 'Fresh', from: 0, to: 30 },
      { what: '[array elements]', from: 900, to: 925 },
    ]);
  });

  it('judges the live actors, the elements in the document and the detached DOM nodes as the census', () => {
    const before = reading({}, { actors: 0, elements: 30, detachedNodes: 2 });
    const after = reading({}, { actors: 50, elements: 80, detachedNodes: 52, detachedNodesKeptByThirdParty: 500 });
    expect(grownPerCycle(before, after, 50, 0.5).map(({ what }) => what)).toEqual(['[live actors]', '[elements in the document]', '[detached DOM nodes]']);
  });
});
