import { CONTACT_EMAIL, type LegalDocument, PRIVACY_EMAIL } from './legal-document';

/** part1 §2.13: the terms of use of the Alinhavo service. */
export const TERMS_OF_USE: LegalDocument = {
  title: 'Termos de Uso',
  updatedAt: '22/11/2026',
  intro:
    'Estes Termos de Uso regulam o acesso e o uso do Alinhavo, sistema de gestão on-line para confecções e facções. Leia com atenção: ao criar uma conta ou usar o serviço, você concorda com as regras abaixo.',
  sections: [
    {
      title: 'Aceitação dos termos',
      blocks: [
        'Ao se cadastrar, acessar ou utilizar o Alinhavo, você declara que leu, entendeu e aceita estes Termos de Uso e a nossa Política de Privacidade. Se você usa o serviço em nome de uma empresa, declara ter poderes para aceitá-los em nome dela.',
        'Se não concordar com qualquer condição, não utilize o serviço.',
      ],
    },
    {
      title: 'Descrição do serviço',
      blocks: [
        'O Alinhavo é um software como serviço (SaaS) de gestão empresarial para a indústria da confecção. Entre outros recursos, oferece:',
        [
          'cadastro de produtos, materiais, cores, fornecedores, clientes e funcionários;',
          'ordens e lotes de produção, corte, controle de qualidade e embalagem;',
          'envio de lotes para facções e acompanhamento das entregas;',
          'controle de estoque, compras, vendas e ponto de venda;',
          'custos por produto, financeiro, faturas, relatórios e painéis;',
          'etiquetas, recibos e demais documentos para impressão.',
        ],
        'O serviço é acessado pela internet, no navegador. Podemos incluir, alterar ou retirar funcionalidades para melhorar o produto, mantendo as funções essenciais do plano contratado.',
      ],
    },
    {
      title: 'Cadastro e contas de acesso',
      blocks: [
        'Para usar o Alinhavo é preciso criar uma conta com nome, nome da empresa, e-mail e senha. Você se compromete a informar dados verdadeiros e a mantê-los atualizados.',
        'A pessoa que cria a conta da empresa é a sua proprietária e pode convidar outros usuários, definir seus perfis e permissões e desativá-los. A empresa é responsável por tudo o que for feito pelos usuários que ela autorizar.',
        'Login e senha são pessoais e intransferíveis. Guarde-os em sigilo e avise-nos imediatamente se suspeitar de uso indevido da sua conta.',
      ],
    },
    {
      title: 'Planos, teste grátis e pagamento',
      blocks: [
        'O Alinhavo é oferecido nos seguintes planos, com preços mensais divulgados no site:',
        [
          'Starter: para quem está começando, com 1 usuário (o proprietário);',
          'Professional: para confecções que trabalham com facções e equipe, com até 10 usuários;',
          'Enterprise: para operações maiores, com usuários ilimitados e condições negociadas com o setor de vendas.',
        ],
        'Novas empresas podem usar o serviço gratuitamente por 7 dias. O teste grátis pode ser usado uma única vez por CPF ou CNPJ. Ao final do teste, o acesso depende da contratação de um plano; os dados cadastrados são preservados.',
        'As assinaturas são cobradas de forma antecipada e renovadas automaticamente a cada período, até o cancelamento. A falta de pagamento pode levar à suspensão do acesso, nos termos da seção de suspensão.',
        'Garantia: se não ficar satisfeito, você pode pedir o reembolso integral em até 30 dias após o primeiro pagamento.',
        'Você pode cancelar a assinatura ou trocar de plano a qualquer momento, sem multa. O cancelamento vale a partir do próximo ciclo de cobrança.',
      ],
    },
    {
      title: 'Gestão de facções',
      blocks: [
        'O Alinhavo permite que a confecção cadastre as facções (oficinas de costura terceirizadas) com quem trabalha, envie lotes de produção, acompanhe prazos, registre entregas e calcule pagamentos.',
        'As facções convidadas por uma confecção acessam o serviço sem custo, apenas para as funções ligadas aos lotes que recebem. Cada facção vê somente os dados que a confecção compartilhou com ela.',
        'A relação comercial entre a confecção e a facção (preços, prazos, qualidade, pagamentos e obrigações trabalhistas e fiscais) é de responsabilidade exclusiva das partes. O Alinhavo é apenas a ferramenta de registro e não participa desses acordos.',
      ],
    },
    {
      title: 'Uso aceitável',
      blocks: [
        'Ao usar o Alinhavo, você se compromete a não:',
        [
          'violar leis, inclusive trabalhistas, fiscais e de proteção de dados;',
          'inserir dados de terceiros sem base legal para isso;',
          'tentar acessar dados de outras empresas ou áreas do sistema para as quais não tem permissão;',
          'realizar engenharia reversa, copiar ou revender o software;',
          'sobrecarregar a infraestrutura com acessos automatizados ou ataques;',
          'enviar vírus, conteúdo ilícito ou material que viole direitos de terceiros.',
        ],
      ],
    },
    {
      title: 'Propriedade intelectual',
      blocks: [
        'O software, a marca Alinhavo, o layout, os textos e os demais elementos do serviço pertencem ao Alinhavo ou a seus licenciadores e são protegidos pela legislação brasileira. A assinatura concede uma licença de uso pessoal, limitada, não exclusiva e intransferível, enquanto ela estiver ativa.',
        'Os dados que a sua empresa cadastra continuam sendo seus. Você nos autoriza a tratá-los apenas para prestar o serviço, conforme a Política de Privacidade.',
      ],
    },
    {
      title: 'Privacidade e proteção de dados',
      blocks: [
        'O tratamento de dados pessoais segue a Lei Geral de Proteção de Dados (Lei nº 13.709/2018) e está descrito na nossa Política de Privacidade, que faz parte destes Termos.',
        `Em relação aos dados de clientes, funcionários e facções que a sua empresa cadastra, ela é a controladora e o Alinhavo atua como operador. Dúvidas sobre privacidade: ${PRIVACY_EMAIL}.`,
      ],
    },
    {
      title: 'Limitação de responsabilidade',
      blocks: [
        'Trabalhamos para manter o serviço disponível e seguro, com cópias de segurança frequentes, mas não garantimos funcionamento ininterrupto: podem ocorrer manutenções programadas e falhas de terceiros, como provedores de internet e de energia.',
        'O Alinhavo não se responsabiliza por decisões comerciais tomadas com base nas informações do sistema, por dados inseridos de forma incorreta pelos usuários, nem por lucros cessantes ou danos indiretos. Quando houver responsabilidade, ela fica limitada ao valor pago pela empresa nos 12 meses anteriores ao fato.',
        'Nada nestes Termos afasta direitos garantidos ao consumidor pela legislação brasileira, quando aplicável.',
      ],
    },
    {
      title: 'Suspensão e encerramento',
      blocks: [
        'Podemos suspender ou encerrar o acesso em caso de violação destes Termos, de uso fraudulento ou de falta de pagamento, avisando antes sempre que possível.',
        'Após o cancelamento ou o encerramento, os dados da empresa ficam guardados por 30 dias, período em que ela pode reativar a assinatura ou pedir uma cópia. Depois desse prazo, os dados são excluídos definitivamente, exceto o que a lei obrigar a manter.',
      ],
    },
    {
      title: 'Idade mínima',
      blocks: [
        'O Alinhavo é destinado a empresas e a maiores de 18 anos. Não é permitido criar conta ou usar o serviço sendo menor de idade.',
      ],
    },
    {
      title: 'Alterações destes termos',
      blocks: [
        'Podemos atualizar estes Termos para refletir mudanças no serviço ou na lei. Alterações relevantes serão comunicadas por e-mail ou no próprio sistema com pelo menos 15 dias de antecedência. Continuar usando o serviço após a vigência significa concordar com a nova versão.',
      ],
    },
    {
      title: 'Lei aplicável e foro',
      blocks: [
        'Estes Termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro do domicílio do contratante para resolver qualquer controvérsia, salvo disposição legal em contrário.',
      ],
    },
    {
      title: 'Contato',
      blocks: [
        `Dúvidas sobre estes Termos: ${CONTACT_EMAIL}. Assuntos de privacidade e proteção de dados: ${PRIVACY_EMAIL}.`,
      ],
    },
  ],
};
