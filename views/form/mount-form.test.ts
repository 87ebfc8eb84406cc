// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { viewHost } from './mount-form';

describe('where the form view goes (viewHost)', () => {
  it("takes the place of the server's <form>, keeping its header before the view and its footnote after", () => {
    const block = document.createElement('div');
    block.innerHTML = `<div class="wrapper"><form class="newsletter-form">
      <header class="newsletter-form-header"><h2>Come Along</h2><p>Chapters by email.</p></header>
      <div class="newsletter-form-body"><input name="email"><button>Sign Up</button></div>
      <div class="newsletter-form-footnote"><p>(Never shared.)</p></div>
      <div class="hidden form-submission-text"><p>Thank you!</p></div>
    </form></div>`;
    const host = viewHost(block);
    expect(block.querySelector('form')).toBeNull();
    expect(host.parentElement!.className).toBe('wrapper');
    expect(Array.from(host.parentElement!.children, (child) => child === host ? 'view' : child.className)).toEqual(['newsletter-form-header', 'view', 'newsletter-form-footnote']);
    // the server's own fields and thank-you text are the view's now: not drawn twice
    expect(block.querySelector('input, .form-submission-text')).toBeNull();
  });

  it('is the whole block, emptied, where the server drew no form or left it hidden (a template of the platform)', () => {
    for (const markup of ['<div class="sqs-block-content">&nbsp;</div>', '<div class="form-wrapper"><div hidden><form><input name="a"></form></div></div>']) {
      const block = document.createElement('div');
      block.innerHTML = markup;
      expect(viewHost(block)).toBe(block);
      expect(block.childNodes).toHaveLength(0);
    }
  });
});
