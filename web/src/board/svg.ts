// Small helpers to build SVG elements.

const NS = "http://www.w3.org/2000/svg";

export type Attrs = Record<string, string | number>;

export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  children: (SVGElement | string)[] = [],
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  for (const child of children) {
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

/** Rounds to two decimals, to keep the markup short. */
export function r2(n: number): number {
  return Math.round(n * 100) / 100;
}
