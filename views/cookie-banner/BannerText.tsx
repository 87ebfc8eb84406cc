import { useMemo, type ReactNode } from 'react';
import { parseBannerHtml, type BannerNode } from '../../machines/cookie-banner/banner-html';

/** The owner's banner text as React elements: only the few safe elements `parseBannerHtml` keeps. */
export function BannerText({ html }: { html: string }) {
  const nodes = useMemo(() => parseBannerHtml(html), [html]);
  return <>{render(nodes)}</>;
}

function render(nodes: BannerNode[]): ReactNode[] {
  return nodes.map((node, key) => {
    if (typeof node === 'string') return node;
    switch (node.tag) {
      case 'br':
        return <br key={key} />;
      case 'a':
        return (
          <a key={key} href={node.href}>
            {render(node.children)}
          </a>
        );
      case 'p':
        return <p key={key}>{render(node.children)}</p>;
      case 'strong':
        return <strong key={key}>{render(node.children)}</strong>;
      case 'em':
        return <em key={key}>{render(node.children)}</em>;
    }
  });
}
