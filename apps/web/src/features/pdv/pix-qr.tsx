import { useEffect, useState } from 'react';

/**
 * The PIX BR Code as a QR drawn in the browser (uqr, loaded only when a PIX is being paid), with the 'copia e cola'
 * text under it; the payload is also on `data-pix-payload` for checks.
 */
export function PixQr({ payload }: { payload: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('uqr').then(({ renderSVG }) => {
      if (live) setSvg(renderSVG(payload, { ecc: 'M', border: 2 }));
    });
    return () => {
      live = false;
    };
  }, [payload]);
  return (
    <div className="grid justify-items-center gap-2" data-pix-payload={payload}>
      <div
        role="img"
        aria-label="QR Code PIX"
        className="size-48 rounded-md border bg-white p-1 [&>svg]:size-full"
        // The SVG is made here from the payload by the QR library, never from user HTML.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: generated SVG
        dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
      />
      <p className="text-muted-foreground text-xs">PIX copia e cola</p>
      <output className="block max-w-full break-all rounded-md bg-muted px-2 py-1 font-mono text-[11px] leading-tight">
        {payload}
      </output>
    </div>
  );
}
