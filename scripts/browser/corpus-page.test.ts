import { describe, expect, it } from 'vitest';
import { withOurRuntime } from './corpus-page';

describe('a corpus page served with our runtime instead of the platform’s scripts', () => {
  const saved = [
    '<html><head>',
    '<script src="https://static1.squarespace.com/static/vta/common.js"></script>',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"a"}};</script>',
    '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    '<SCRIPT>Squarespace.load(window);</SCRIPT>',
    '</head><body><p>text</p>',
    '<script type="text/javascript" data-sqs-type="imageloader-bootstrapper">ImageLoader.bootstrap();</script >',
    '</body></html>',
  ].join('\n');
  const served = withOurRuntime(saved);

  it('drops the platform’s scripts, inline or not', () => {
    expect(served).not.toContain('common.js');
    expect(served).not.toContain('Squarespace.load');
    expect(served).not.toContain('ImageLoader.bootstrap');
  });

  it('keeps the data the runtime reads: the published context and JSON scripts', () => {
    expect(served).toContain('Static.SQUARESPACE_CONTEXT = {"website":{"id":"a"}};');
    expect(served).toContain('{"@type":"WebSite"}');
  });

  it('adds the runtime as the body’s last element, or at the end of a page without </body>', () => {
    expect(served).toMatch(/<script type="module" src="\/assets\/runtime\.js"><\/script>\n?<\/body>/);
    expect(withOurRuntime('<p>bare</p>')).toBe('<p>bare</p><script type="module" src="/assets/runtime.js"></script>');
  });
});
