/** pt-BR messages of the users screen's server rules that the spec does not word (part1 §8 has the rest). */
export const USER_MESSAGES = {
  memberNotFound: 'Usuário não encontrado',
  selfChange: 'Você não pode alterar o seu próprio acesso. Peça a outro administrador.',
  ownerOnly: 'Somente um proprietário pode alterar outro proprietário.',
  roleNotAssignable: 'Você não pode atribuir esta função.',
  lastOwner:
    'A empresa precisa de pelo menos um proprietário ativo. Torne outra pessoa proprietária antes de fazer esta alteração.',
  ownerHasAll: 'O proprietário já tem acesso a todas as funcionalidades.',
  emailHasAccount: 'Este e-mail já tem uma conta no Alinhavo em outra empresa. Use outro e-mail.',
} as const;
