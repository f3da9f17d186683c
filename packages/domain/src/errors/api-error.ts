/** The one error shape every API route answers with, and the pt-BR messages of the generic codes. */
export type ApiErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'ACCOUNT_DEACTIVATED'
  | 'WORKSHOP_LOGIN'
  | 'SUBSCRIPTION_INACTIVE'
  | 'INTERNAL';

export type ApiErrorBody = {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string>; requestId?: string };
};

export const API_ERROR_MESSAGES: Record<ApiErrorCode, string> = {
  UNAUTHENTICATED: 'Usuário não autenticado',
  FORBIDDEN: 'Você não tem permissão para realizar esta ação.',
  NOT_FOUND: 'Registro não encontrado.',
  VALIDATION: 'Verifique os campos destacados.',
  CONFLICT: 'Este registro entra em conflito com outro já existente.',
  PAYLOAD_TOO_LARGE: 'Os dados enviados são grandes demais.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde um instante e tente novamente.',
  ACCOUNT_DEACTIVATED: 'Conta desativada. Entre em contato com o administrador.',
  /** A workshop (facção) login calling a company route: the web sends it to /faccao. */
  WORKSHOP_LOGIN: 'Conta de facção: use o portal da facção.',
  SUBSCRIPTION_INACTIVE: 'A assinatura da empresa não está ativa. Regularize a assinatura para continuar.',
  INTERNAL: 'Erro inesperado. Tente novamente.',
};
