// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { siteContextSchema } from '../../schemas/site-context';
import { announcementBarFeature } from './announcement-bar';

const site = (showAnnouncementBar: boolean) => siteContextSchema.parse({ showAnnouncementBar });
const bar = () => document.querySelector<HTMLElement>('[data-announcement-bar]')!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the announcement bar (visitor-runtime §1 showAnnouncementBar)', () => {
  it('with showAnnouncementBar reveals a bar rendered hidden and marks it shown; destroy undoes both', () => {
    document.body.innerHTML = '<aside data-announcement-bar hidden aria-label="Announcement"><p>New rye</p></aside>';
    const destroy = announcementBarFeature({ document, site: site(true) })!;
    expect(bar().hidden).toBe(false);
    expect(bar().getAttribute('data-announcement-bar-state')).toBe('shown');
    destroy();
    expect(bar().hidden).toBe(true);
    expect(bar().hasAttribute('data-announcement-bar-state')).toBe(false);
  });

  it('without showAnnouncementBar never hides a bar the page shows (the cookie banner top bar lives in it)', () => {
    document.body.innerHTML = '<aside data-announcement-bar aria-label="Announcement"><p>New rye</p></aside>';
    expect(announcementBarFeature({ document, site: site(false) })).toBeUndefined();
    expect(bar().hidden).toBe(false);
    expect(bar().hasAttribute('data-announcement-bar-state')).toBe(false);
  });

  it('keeps a visible bar visible after destroy', () => {
    document.body.innerHTML = '<aside data-announcement-bar aria-label="Announcement"><p>New rye</p></aside>';
    announcementBarFeature({ document, site: site(true) })!();
    expect(bar().hidden).toBe(false);
  });
});
