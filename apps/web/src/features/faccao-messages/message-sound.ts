/** A short two-note chime (4 KB, public/sounds), played when another side's message arrives (part2 §9). */
export const MESSAGE_SOUND_URL = '/sounds/message.wav';

let audio: HTMLAudioElement | null = null;

/** Plays the message sound once, from the start. */
export function playMessageSound(): void {
  audio ??= new Audio(MESSAGE_SOUND_URL);
  audio.currentTime = 0;
  // Browsers refuse sound before the reader has interacted with the page (autoplay policy) and reject play()'s
  // promise: the chime is a courtesy beside the toast, so a refusal is simply not heard, never an error.
  audio.play()?.catch(() => undefined);
}
