// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { EMBED_SANDBOX } from '../../machines/embed/rules';
import { startActor } from '../../runtime/actors';
import type { SiteContext } from '../../runtime/schemas/site-context';
import { embedConfigSchema } from '../../runtime/embed/embed.schema';
import { mount, mountError } from './block';

const context = (element: HTMLElement) => ({ id: 'e', element, site: {} as SiteContext, startActor });

describe('embed block', () => {
  it('hides the fallback and appends one sandboxed frame holding the html; destroy puts the block back as drawn', () => {
    const element = document.createElement('section');
    element.innerHTML = '<p>Opening hours: 7 to 18.</p><p hidden>note</p>';
    const drawn = element.innerHTML;
    const mounted = mount(context(element), embedConfigSchema.parse({ html: '<p>Hi</p>', title: 'Hours', height: 120 })) as { unmount(): void };
    const frame = element.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hi</p>');
    expect(frame.title).toBe('Hours');
    expect(frame.style.height).toBe('120px');
    expect(element.querySelector('p')!.hidden).toBe(true);
    mounted.unmount();
    expect(element.innerHTML).toBe(drawn);
  });

  it('refuses blank html with its message, leaving the block as drawn', () => {
    const element = document.createElement('section');
    element.innerHTML = '<p>Opening hours</p>';
    expect(() => mount(context(element), embedConfigSchema.parse({ html: '  ' }))).toThrow(mountError);
    expect(element.innerHTML).toBe('<p>Opening hours</p>');
  });
});
