/**
 * Paying a workshop and the receipt files the company attaches (part2 §3 payment_receipts, §5 attachment upload,
 * §9 signed URLs; part4 §3 'mark paid with date, account, method and the receipt file').
 */

/** How the company paid the workshop; stored as the key, shown with the label. */
export const WORKSHOP_PAYMENT_METHODS = ['pix', 'transferencia', 'dinheiro', 'boleto', 'cheque'] as const;
export type WorkshopPaymentMethod = (typeof WORKSHOP_PAYMENT_METHODS)[number];

export const WORKSHOP_PAYMENT_METHOD_LABELS: Record<WorkshopPaymentMethod, string> = {
  pix: 'PIX',
  transferencia: 'Transferência',
  dinheiro: 'Dinheiro',
  boleto: 'Boleto',
  cheque: 'Cheque',
};

export function isWorkshopPaymentMethod(value: string): value is WorkshopPaymentMethod {
  return (WORKSHOP_PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The label of a stored method; null when none was recorded. */
export function workshopPaymentMethodLabel(method: string | null | undefined): string | null {
  if (!method) return null;
  return isWorkshopPaymentMethod(method) ? WORKSHOP_PAYMENT_METHOD_LABELS[method] : method;
}

/** Which stored statuses may be marked paid: not one already paid, nor one with pieces still out for repair. */
export function paymentPayability(status: string): 'ok' | 'already_paid' | 'repair_pending' {
  if (status === 'pago') return 'already_paid';
  if (status === 'com_conserto_pendente') return 'repair_pending';
  return 'ok';
}

export const PAYMENT_RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** How long a receipt's download address is valid (part2 §9 signed URL default). */
export const SIGNED_URL_TTL_SECONDS = 3600;

export const PAYMENT_RECEIPT_MESSAGES = {
  choose: 'Escolha um arquivo de comprovante',
  tooLarge: 'O comprovante deve ter no máximo 10 MB',
  wrongType: 'Tipo de arquivo não aceito. Envie PDF, PNG, JPG, GIF, WebP, SVG, ZIP, TXT, LOG ou ZPL.',
  notFound: 'Comprovante não encontrado',
  alreadyPaid: 'O pagamento deste lote já foi registrado como pago e não pode mudar.',
  repairPending:
    'Há peças deste lote em conserto: registre a volta das peças consertadas antes de marcar o pagamento como pago.',
} as const;

/** Answers of a signed download address (any stored file). */
export const SIGNED_FILE_MESSAGES = {
  expired: 'Este link de download expirou. Volte à tela e toque em Baixar de novo.',
  invalid: 'Link de download inválido',
  missing: 'Arquivo não encontrado',
} as const;

/**
 * part2 §5: the accepted extensions and the type each stands for; a `.zpl` label file falls back to text/plain.
 * `magic` says the bytes of that kind carry a signature the server checks (text files have none).
 */
const ATTACHMENT_TYPES: Record<string, { type: string; magic: boolean }> = {
  png: { type: 'image/png', magic: true },
  jpg: { type: 'image/jpeg', magic: true },
  jpeg: { type: 'image/jpeg', magic: true },
  gif: { type: 'image/gif', magic: true },
  webp: { type: 'image/webp', magic: true },
  svg: { type: 'image/svg+xml', magic: false },
  pdf: { type: 'application/pdf', magic: true },
  zip: { type: 'application/zip', magic: true },
  txt: { type: 'text/plain', magic: false },
  log: { type: 'text/plain', magic: false },
  zpl: { type: 'text/plain', magic: false },
};

/** The extensions the file picker offers ('.pdf,.png,…'). */
export const PAYMENT_RECEIPT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

const ACCEPTED_TYPES = new Set(Object.values(ATTACHMENT_TYPES).map((t) => t.type));

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0
    ? ''
    : filename
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

/**
 * The content type an attachment is stored with: the file's own type when it is one of the accepted ones and
 * agrees with the name's extension, otherwise the type the extension stands for; null when the extension is not
 * accepted. `detected` is what the bytes' signature says (null for text), checked for the binary kinds.
 */
export function attachmentContentType(
  filename: string,
  declared: string | null | undefined,
  detected: string | null | undefined,
): string | null {
  const byExtension = ATTACHMENT_TYPES[extensionOf(filename)];
  if (!byExtension) return null;
  if (byExtension.magic && detected !== byExtension.type) return null;
  if (!byExtension.magic && detected) return null;
  const own = declared?.split(';')[0]?.trim().toLowerCase();
  return own && ACCEPTED_TYPES.has(own) && own === byExtension.type ? own : byExtension.type;
}

/** A file name safe to show and to send back in a download: no path, no control characters, at most 200 chars. */
export function receiptFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!clean) return 'comprovante';
  if (clean.length <= 200) return clean;
  const ext = extensionOf(clean);
  return ext ? `${clean.slice(0, 199 - ext.length)}.${ext}` : clean.slice(0, 200);
}

/** '1,2 MB', '340 KB', '12 bytes'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}
