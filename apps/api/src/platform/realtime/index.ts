export type { Authenticated, RealtimeGateway } from './gateway.ts';
export { createRealtimeHub, type RealtimeHub } from './hub.ts';
export type { PrincipalResolver, RealtimePrincipal, RealtimeSession } from './principal.ts';
export {
  createRealtimeSocketServer,
  mountRealtime,
  REALTIME_PATH,
  type RealtimeMountOptions,
} from './route.ts';
export { companyTopic, type TopicDefinition, TopicRegistry } from './topics.ts';
