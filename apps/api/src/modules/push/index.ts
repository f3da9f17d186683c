// Public entry of this module: what other areas (and the composition root) may use.
export { providePush, pushOf, sendPush } from './context.ts';
export {
  createPushService,
  PUSH_SERVICE_HOSTS,
  type PushAudience,
  type PushMessage,
  type PushReport,
  type PushService,
  type WorkshopAudience,
} from './push-service.ts';
export { resolveVapidKeys, type VapidKeys, type VapidSettings } from './vapid-keys.ts';
