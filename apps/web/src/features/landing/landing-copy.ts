/** The landing page's texts (part1 §2.2, §9): trial 7 days (decisions.md), guarantee and data kept 30 days. */

export const TRIAL_DAYS_TEXT = '7 dias de teste grátis';

export const BENEFITS = [
  {
    icon: 'factory',
    title: 'Produção controlada por facção',
    text: 'Cada lote com a facção que está costurando, a quantidade enviada, o prazo e o que já voltou. Atraso aparece antes de virar problema.',
  },
  {
    icon: 'chart',
    title: 'Lucro por produto e por cliente',
    text: 'Custo de tecido, aviamento e mão de obra somados em cada peça. Você vê quanto ganha em cada modelo e com cada cliente.',
  },
  {
    icon: 'boxes',
    title: 'Estoque automático',
    text: 'O corte baixa o tecido, a entrega da facção soma peças prontas e a venda dá a baixa. Sem contagem manual no fim do mês.',
  },
  {
    icon: 'store',
    title: 'Ponto de venda integrado',
    text: 'Venda no balcão ou no atacado com o estoque atualizado na hora e o caixa fechado no mesmo sistema.',
  },
  {
    icon: 'dashboard',
    title: 'Dashboards que respondem',
    text: 'Produção da semana, pedidos a entregar, contas a pagar e a receber na mesma tela, do computador ou do celular.',
  },
  {
    icon: 'tag',
    title: 'Etiquetas e recibos',
    text: 'Etiquetas de produto com código de barras e recibos de entrega para a facção assinar, prontos para imprimir.',
  },
] as const;

export const BEFORE = [
  'Planilha diferente para cada coleção, sempre desatualizada',
  'Combinado com a facção perdido no meio das mensagens do WhatsApp',
  'Preço de venda no chute, sem saber o custo real da peça',
  'Estoque contado à mão e tecido faltando na hora do corte',
  'Pagamento de facção calculado no caderno',
];

export const AFTER = [
  'Uma ordem de produção por pedido, com grade de cores e tamanhos',
  'Envio e retorno de cada lote registrados, com histórico por facção',
  'Custo de cada peça calculado e margem à vista antes de vender',
  'Estoque de tecidos, aviamentos e peças atualizado sozinho',
  'Pagamento da facção calculado pelas peças entregues',
];

export const TESTIMONIALS = [
  {
    name: 'Rosângela',
    place: 'Cianorte (PR)',
    role: 'dona de confecção de moda feminina',
    quote:
      'Eu trabalho com cinco facções. Antes eu passava a manhã ligando para saber onde estava cada lote; hoje abro o celular e está tudo ali.',
  },
  {
    name: 'Marcos',
    place: 'Toritama (PE)',
    role: 'confecção de jeans',
    quote:
      'Descobri que dois modelos que eu mais vendia quase não davam lucro. Ajustei o preço na coleção seguinte e o mês fechou no azul.',
  },
  {
    name: 'Cláudia',
    place: 'Jaraguá do Sul (SC)',
    role: 'moda infantil',
    quote:
      'O estoque de malha batia com o sistema pela primeira vez. Parei de comprar tecido repetido e de ficar sem aviamento no meio do corte.',
  },
];

export const STEPS = [
  {
    title: 'Crie sua conta',
    text: 'Cadastre a empresa em dois minutos e comece o teste grátis de 7 dias.',
  },
  {
    title: 'Cadastre produtos e facções',
    text: 'Informe seus modelos, materiais e as facções parceiras.',
  },
  {
    title: 'Acompanhe tudo em um lugar',
    text: 'Abra ordens, envie lotes para as facções e veja produção, estoque e lucro em tempo real.',
  },
];

export const FAQ = [
  {
    question: 'Como funciona o teste grátis?',
    answer:
      'Você usa o Alinhavo completo por 7 dias, sem cartão de crédito. No fim do teste, escolhe o plano que faz sentido para a sua confecção.',
  },
  {
    question: 'Posso cancelar quando quiser?',
    answer:
      'Sim. Não há fidelidade nem multa: você cancela pelo próprio sistema e a cobrança para no ciclo seguinte. E se não gostar nos primeiros 30 dias, devolvemos o valor pago.',
  },
  {
    question: 'O que acontece com os meus dados se eu cancelar?',
    answer:
      'Seus dados ficam guardados por 30 dias depois do cancelamento, para você exportar ou voltar sem perder nada. Depois desse prazo, eles são excluídos.',
  },
  {
    question: 'As facções precisam pagar para usar?',
    answer:
      'Não. As facções que trabalham para você acessam de graça pelo celular, para ver os lotes enviados e informar as entregas.',
  },
  {
    question: 'Meus dados estão seguros? O Alinhavo segue a LGPD?',
    answer:
      'Sim. Os dados de cada empresa ficam isolados, o acesso é protegido por senha e permissões por usuário, e tratamos informações pessoais conforme a Lei Geral de Proteção de Dados (LGPD).',
  },
  {
    question: 'O sistema aceita o novo CNPJ alfanumérico?',
    answer:
      'Sim. O Alinhavo já valida o CNPJ com letras e números, adotado pela Receita Federal para novas inscrições a partir de julho de 2026, e continua aceitando o CNPJ só com números.',
  },
  {
    question: 'Preciso instalar alguma coisa?',
    answer:
      'Não. O Alinhavo funciona no navegador do computador, do tablet ou do celular. É só entrar com seu e-mail e senha.',
  },
  {
    question: 'Posso mudar de plano depois?',
    answer:
      'Pode. Você troca de plano a qualquer momento conforme a equipe cresce, e o valor é ajustado na próxima cobrança.',
  },
];
