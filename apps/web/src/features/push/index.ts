// Public entry of this feature: the install and push prompts, for every signed-in surface (the app shell loads
// pwa-prompts.tsx itself after the first paint; the workshop portal can use the same pieces).
export { InstallBanner } from './install-banner';
export { IosInstallDialog } from './ios-install-dialog';
export {
  dismissesPushPrompt,
  installOffer,
  isIos,
  isIosSafari,
  isMobile,
  pushPromptDue,
} from './prompt-rules';
export { PushPrompt } from './push-prompt';
export {
  enablePush,
  forgetPushSubscription,
  type PushScope,
  pushPermission,
  registerServiceWorker,
  subscribePush,
} from './push-subscription';
export { PwaPrompts } from './pwa-prompts';
