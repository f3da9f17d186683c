import { toast } from '@/components/ui/toaster';
import { errorMessage } from './api';

export type ToastMessages = { success: string; error: string };

/**
 * Runs a save or a deletion and toasts how it went: the success text, or the error title with the API's message.
 * Resolves true when it worked, so the caller can close or navigate.
 */
export async function toastAction(run: () => Promise<unknown>, messages: ToastMessages): Promise<boolean> {
  try {
    await run();
    toast.success(messages.success);
    return true;
  } catch (error) {
    toast.error(messages.error, { description: errorMessage(error) });
    return false;
  }
}
