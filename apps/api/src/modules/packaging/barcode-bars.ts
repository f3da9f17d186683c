import { labelSymbology } from '@alinhavo/domain';

/**
 * A linear barcode as bars, from bwip-js's encoder: drawn as vector rectangles in the PDF, so it prints crisp
 * at any size. Units are modules (the narrowest bar); heights are relative to a normal bar (1), and `bottom` is
 * below 0 for EAN-13's longer guard bars.
 */
export type BarPattern = {
  symbology: 'ean13' | 'code128';
  /** Width of the bars, without quiet zones. */
  modules: number;
  bars: { x: number; width: number; bottom: number; height: number }[];
  /** Human-readable text: each character with its centre, in modules (EAN-13's first digit sits left of the bars). */
  text: { chars: string; center: number }[];
  /** Quiet zones the symbology needs either side, in modules. */
  quietLeft: number;
  quietRight: number;
};

type Raw = { sbs: number[]; bhs: number[]; bbs: number[] };

/** EAN-13 digit centres: the first left of the start guard, six after it, six after the centre guard. */
function ean13Text(code: string): BarPattern['text'] {
  return [...code].map((chars, index) => ({
    chars,
    center: index === 0 ? -5 : index <= 6 ? 6.5 + 7 * (index - 1) : 53.5 + 7 * (index - 7),
  }));
}

type BwipEncoder = { raw: (bcid: string, text: string, opts: string) => unknown };
let bwip: Promise<BwipEncoder> | undefined;
/** Loaded on first use: the encoder is large and only label requests need it. */
function loadBwip(): Promise<BwipEncoder> {
  // The default export holds the encoder API; the named `raw` export is a symbology of the same name.
  bwip ??= import('bwip-js/node').then((m) => m.default as unknown as BwipEncoder);
  return bwip;
}

const cache = new Map<string, BarPattern>();

export async function barPattern(code: string): Promise<BarPattern> {
  const cached = cache.get(code);
  if (cached) return cached;
  const symbology = labelSymbology(code);
  const { raw } = await loadBwip();
  const [symbol] = raw(symbology, code, symbology === 'ean13' ? 'includetext' : '') as Raw[];
  if (!symbol) throw new Error(`barcode: nothing encoded for ${code}`);
  const normal = Math.min(...symbol.bhs);
  const bars: BarPattern['bars'] = [];
  let x = 0;
  symbol.sbs.forEach((width, index) => {
    if (index % 2 === 0) {
      const k = index / 2;
      bars.push({
        x,
        width,
        bottom: (symbol.bbs[k] ?? 0) / normal,
        height: (symbol.bhs[k] ?? normal) / normal,
      });
    }
    x += width;
  });
  const text = symbology === 'ean13' ? ean13Text(code) : [{ chars: code, center: x / 2 }];
  const pattern: BarPattern = {
    symbology,
    modules: x,
    bars,
    text,
    quietLeft: symbology === 'ean13' ? 11 : 10,
    quietRight: symbology === 'ean13' ? 7 : 10,
  };
  if (cache.size > 5000) cache.clear();
  cache.set(code, pattern);
  return pattern;
}
