import { API_ERROR_MESSAGES, type ApiErrorBody } from '@alinhavo/domain';
import { ApiError } from '@/lib/api';

/** The filename of a Content-Disposition header ('attachment; filename="x.pdf"'), or the fallback. */
export function dispositionFilename(header: string | null, fallback: string): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * Downloads a file the API makes (labels), keeping the API's error message when it refuses: a plain link
 * would save the error as a file instead.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'INTERNAL', 'Erro de conexão. Tente novamente.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    const code = body?.error.code ?? 'INTERNAL';
    throw new ApiError(
      response.status,
      code,
      body?.error.message ?? API_ERROR_MESSAGES[code],
      body?.error.fields,
    );
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = dispositionFilename(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
