// @vitest-environment happy-dom
import fc from 'fast-check';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockModule } from '../../runtime/blocks/contract';
import { everyBlockNear } from '../../runtime/blocks/approach';
import { blockRegistry } from '../../runtime/blocks/registry';
import { bootBlocks } from '../../runtime/blocks';
import { identifyBlock } from '../../runtime/blocks/identify';
import { PublishedMarkupError } from '../../runtime/published-markup-error';
import { MAP_STYLES } from '../../runtime/map/map.schema';
import { defaultSiteContext } from '../../runtime/site-context';
import * as mapBlock from './block';

// The map block of a published page (code 4, docs/published-pages.md "Map"): its data-block-json in the platform's
// names, read into the configuration our contract gives.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A published map block as the platform writes it: the JSON HTML-escaped in a double-quoted attribute. */
const publishedBlock = (json: string | null, id = 'block-yui_3_17_2_1_1548371255737_19802') =>
  `<div class="sqs-block map-block sqs-block-map" data-aspect-ratio="54.72837022132797"${json === null ? '' : ` data-block-json="${escape(json)}"`} data-block-type="4" id="${id}"><div class="sqs-block-content">&nbsp;</div></div>`;

function element(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

const read = (html: string) => mapBlock.readPublished!(element(html)) as { style?: string; aspectRatio?: number };

// From a real published page (scripts/demo-site/published/README.md, "Map"): style 2, labels on, no controls.
const KOOK_BBQ =
  '{"location":{"mapLat":49.26916370000001,"mapLng":-123.0463411,"mapZoom":12,"markerLat":49.26916370000001,"markerLng":-123.0463411,"addressLine1":"2800 E 1st Ave #211A","addressLine2":"Vancouver, BC","addressCountry":"Canada","addressTitle":"Kook BBQ"},"vSize":null,"style":2,"labels":true,"terrain":false,"controls":false,"hSize":null,"floatDir":null,"aspectRatio":54.72837022132797}';

// A map website component (code 1337) of a real page (scripts/demo-site/corpus/violincelloacademy.com.au/contact-2.html):
// the map block's fields in its content's data-context, beside the component's own.
const VIOLIN_CELLO_CONTEXT =
  '{"blockId":"d763b62d34a9dbdc1118","aspectRatio":58.509454949944384,"controls":false,"labels":true,"terrain":false,"style":4,"location":{"mapZoom":4,"mapLat":-41.3712549,"mapLng":145.6095169,"addressLine1":"","addressLine2":"7321","addressCountry":"Australia","addressTitle":"Violin Cello Academy","markerLat":-41.3712549,"markerLng":145.6095169},"hSize":null,"floatDir":null,"gmak":"QUl6YVN5","language":"en","region":"US","errors":[],"featureFlags":{"useCLDRMoneyFormat":true}}';
const mapComponent = (context: string) =>
  `<div class="sqs-block website-component-block sqs-block-website-component sqs-block-map map-block" data-aspect-ratio="58.509454949944384" data-block-css="[]" data-block-type="1337" data-definition-name="website.components.map" id="block-d763b62d34a9dbdc1118"><div class="sqs-block-content"><div data-context="${escape(context)}" style="height: 100%; width: 100%">&nbsp;</div></div></div>`;

describe('reading a map website component (1337)', () => {
  it('is a published map by its component, and another component stays as drawn', () => {
    expect(identifyBlock(element(mapComponent(VIOLIN_CELLO_CONTEXT)))).toEqual({ kind: 'map', source: 'published' });
    const html = mapComponent('{}').replace('website.components.map', 'website.components.html');
    expect(identifyBlock(element(html))).toEqual({ kind: 'website-component', source: 'static' });
  });

  it('reads the map block fields from its data-context and leaves the component\'s own out', () => {
    expect(read(mapComponent(VIOLIN_CELLO_CONTEXT))).toEqual({
      location: { mapLat: -41.3712549, mapLng: 145.6095169, mapZoom: 4, markerLat: -41.3712549, markerLng: 145.6095169, addressTitle: 'Violin Cello Academy', addressLine1: '', addressLine2: '7321', addressCountry: 'Australia' },
      style: MAP_STYLES[3],
      showLabels: true,
      showTerrain: false,
      showControls: false,
      aspectRatio: 58.509454949944384,
    });
  });

  it('names data-context in its errors', () => {
    expect(() => read(mapComponent('{"location":{"mapLat":"x"}}'))).toThrow(new PublishedMarkupError('data-context location.mapLat is not a number.'));
    expect(() => read(mapComponent('{"location":'))).toThrow(/^data-context is not valid JSON \(/);
  });
});

describe('reading a published map block', () => {
  it('is a published map by its code and class', () => {
    expect(identifyBlock(element(publishedBlock(KOOK_BBQ)))).toEqual({ kind: 'map', source: 'published' });
  });

  it('reads the location, the numbered style and the platform option names into ours', () => {
    expect(read(publishedBlock(KOOK_BBQ))).toEqual({
      location: {
        mapLat: 49.26916370000001,
        mapLng: -123.0463411,
        mapZoom: 12,
        markerLat: 49.26916370000001,
        markerLng: -123.0463411,
        addressTitle: 'Kook BBQ',
        addressLine1: '2800 E 1st Ave #211A',
        addressLine2: 'Vancouver, BC',
        addressCountry: 'Canada',
      },
      style: 'Grayscale',
      showLabels: true,
      showTerrain: false,
      showControls: false,
      aspectRatio: 54.72837022132797,
    });
  });

  it('reads the box the platform gives the map: the JSON\'s aspectRatio, else data-aspect-ratio; one out of range is left out', () => {
    const ratioOf = (json: string) => read(publishedBlock(json)).aspectRatio;
    expect(ratioOf('{"aspectRatio":75}')).toBe(75);
    // the fixture's element says 54.73: the attribute stands in for a JSON without the field, or with one out of range
    expect(ratioOf('{}')).toBe(54.72837022132797);
    expect(ratioOf('{"aspectRatio":null}')).toBe(54.72837022132797);
    expect(ratioOf('{"aspectRatio":0}')).toBe(54.72837022132797);
    expect(ratioOf('{"aspectRatio":5000}')).toBe(54.72837022132797);
    expect(read(publishedBlock('{}').replace(' data-aspect-ratio="54.72837022132797"', '')).aspectRatio).toBeUndefined();
    expect(read(publishedBlock('{}').replace('data-aspect-ratio="54.72837022132797"', 'data-aspect-ratio="tall"')).aspectRatio).toBeUndefined();
    expect(() => read(publishedBlock('{"aspectRatio":"wide"}'))).toThrow('data-block-json aspectRatio is not a number.');
  });

  it('numbers the styles 1 to 6 in the order of display-widgets §3; an unknown number or name is the default style', () => {
    const styleOf = (style: unknown) => read(publishedBlock(JSON.stringify({ style }))).style;
    expect([1, 2, 3, 4, 5, 6].map(styleOf)).toEqual([...MAP_STYLES]);
    expect(styleOf('MinimalDark')).toBe('MinimalDark');
    expect([0, 7, 2.5, 'Neon', null].map(styleOf)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('takes null for "not set" and names a field of the wrong type', () => {
    expect(read(publishedBlock('{"location":{"mapLat":null,"addressTitle":null},"labels":null}'))).toEqual({ location: {}, aspectRatio: 54.72837022132797 });
    expect(() => read(publishedBlock('{"location":{"mapLat":"49.2"}}'))).toThrow(new PublishedMarkupError('data-block-json location.mapLat is not a number.'));
    expect(() => read(publishedBlock('{"location":{"addressLine1":5}}'))).toThrow('data-block-json location.addressLine1 is not a string.');
    expect(() => read(publishedBlock('{"location":[1]}'))).toThrow('data-block-json location is not an object.');
    expect(() => read(publishedBlock('{"controls":"yes"}'))).toThrow('data-block-json controls is not true or false.');
    expect(() => read(publishedBlock('{"style":true}'))).toThrow('data-block-json style is not a number or a style name.');
  });

  it('names a missing or broken data-block-json', () => {
    expect(() => read(publishedBlock(null))).toThrow(new PublishedMarkupError('data-block-json is missing.'));
    expect(() => read(publishedBlock('{"location":'))).toThrow(/^data-block-json is not valid JSON \(/);
    expect(() => read(publishedBlock('[1,2]'))).toThrow('data-block-json is not an object.');
  });

  // Any mix of the published fields, of any type, and broken attributes: a configuration the schema takes, or a
  // PublishedMarkupError; never anything else.
  it('returns a configuration the schema accepts or throws PublishedMarkupError, whatever the markup holds', () => {
    const anything = fc.oneof(fc.double(), fc.integer({ min: -2, max: 9 }), fc.string(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.array(fc.integer(), { maxLength: 2 }), fc.object({ maxDepth: 1 }));
    const field = <T>(value: fc.Arbitrary<T>) => fc.oneof(value, anything);
    const location = fc.record(
      {
        mapLat: field(fc.double({ min: -90, max: 90, noNaN: true })),
        mapLng: field(fc.double({ min: -180, max: 180, noNaN: true })),
        mapZoom: field(fc.integer({ min: 0, max: 22 })),
        markerLat: field(fc.double({ noNaN: true })),
        markerLng: field(fc.double({ noNaN: true })),
        addressTitle: field(fc.string()),
        addressLine1: field(fc.string()),
        addressLine2: field(fc.string()),
        addressCountry: field(fc.string()),
      },
      { requiredKeys: [] },
    );
    const json = fc.record(
      {
        location: field(location),
        style: field(fc.integer({ min: 1, max: 6 })),
        labels: field(fc.boolean()),
        terrain: field(fc.boolean()),
        controls: field(fc.boolean()),
        vSize: anything,
        aspectRatio: anything,
        draggable: field(fc.boolean()),
        markerDraggable: field(fc.boolean()),
      },
      { requiredKeys: [] },
    );
    const attribute = fc.oneof(
      { weight: 6, arbitrary: json.map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: json.map((value) => JSON.stringify(value).slice(0, -1)) }, // cut short
      { weight: 1, arbitrary: fc.json() },
      { weight: 1, arbitrary: fc.string() },
      { weight: 1, arbitrary: fc.constant(null) }, // no attribute
    );
    fc.assert(
      fc.property(attribute, (text) => {
        let config: unknown;
        try {
          config = read(publishedBlock(text));
        } catch (error) {
          expect(error).toBeInstanceOf(PublishedMarkupError);
          return;
        }
        expect(mapBlock.schema.safeParse(config).success).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('the same map from our contract and from a published page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    blockRegistry.map!.load = () => import('./block');
  });

  it('mounts with the same configuration', async () => {
    const mount = vi.fn<BlockModule['mount']>(() => ({ unmount() {} }));
    blockRegistry.map!.load = async () => ({ ...mapBlock, mount }) as BlockModule;
    const ours = JSON.stringify({
      location: {
        mapLat: 49.26916370000001,
        mapLng: -123.0463411,
        mapZoom: 12,
        markerLat: 49.26916370000001,
        markerLng: -123.0463411,
        addressTitle: 'Kook BBQ',
        addressLine1: '2800 E 1st Ave #211A',
        addressLine2: 'Vancouver, BC',
        addressCountry: 'Canada',
      },
      style: 'Grayscale',
      showLabels: true,
      showTerrain: false,
      showControls: false,
      aspectRatio: 54.72837022132797,
    });
    document.body.innerHTML = `<section id="ours" data-block-type="map" data-block-json='${ours}'></section>${publishedBlock(KOOK_BBQ, 'theirs')}`;
    await act(async () => {
      const blocks = bootBlocks(document, defaultSiteContext(), { approach: everyBlockNear() });
      await blocks.ready;
      blocks.destroy();
    });
    expect(mount).toHaveBeenCalledTimes(2);
    const [[fromContract, contractConfig], [fromPublished, publishedConfig]] = mount.mock.calls as unknown as [[{ id: string }, unknown], [{ id: string }, unknown]];
    expect([fromContract.id, fromPublished.id]).toEqual(['ours', 'theirs']);
    expect(publishedConfig).toEqual(contractConfig);
    expect(contractConfig).toMatchObject({ style: 'Grayscale', showControls: false, draggable: true, location: { addressTitle: 'Kook BBQ' } });
  });
});
