import { CONTACT_EMAIL, type LegalDocument, PRIVACY_EMAIL } from './legal-document';

/** part1 §2.13: the privacy policy, with the LGPD rights and the retention periods. */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Política de Privacidade',
  updatedAt: '22/11/2026',
  intro:
    'Esta Política explica quais dados pessoais o Alinhavo trata, para quê, por quanto tempo e como você exerce os seus direitos, de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018 — LGPD).',
  sections: [
    {
      title: 'Quem somos e papéis no tratamento',
      blocks: [
        'O Alinhavo é um sistema de gestão on-line para confecções e facções. Somos controladores dos dados das contas de acesso (como nome, e-mail e dados de cobrança) e dos registros de uso do serviço.',
        'Os dados que cada empresa cadastra no sistema — clientes, funcionários, fornecedores e facções — pertencem a ela. Nesse caso a empresa é a controladora e o Alinhavo é o operador, que trata os dados somente conforme as instruções dela e para prestar o serviço.',
      ],
    },
    {
      title: 'Dados que coletamos',
      blocks: [
        [
          'Dados de cadastro: nome completo, e-mail, senha (guardada apenas de forma cifrada), nome da empresa, CPF ou CNPJ, telefone e endereço.',
          'Dados de cobrança: plano contratado, histórico de pagamentos e informações necessárias à emissão de notas. Dados de cartão são tratados diretamente pelo provedor de pagamento e não ficam armazenados conosco.',
          'Dados inseridos pela empresa: produtos, pedidos, estoque, lançamentos financeiros e dados de clientes, funcionários e facções.',
          'Registros de acesso: endereço IP, data e hora, navegador e ações realizadas, para segurança e cumprimento do Marco Civil da Internet.',
        ],
      ],
    },
    {
      title: 'Para que usamos os dados',
      blocks: [
        [
          'Prestar o serviço contratado e dar suporte (execução de contrato);',
          'Cobrar a assinatura e emitir documentos fiscais (execução de contrato e obrigação legal);',
          'Proteger as contas, prevenir fraudes e investigar incidentes (legítimo interesse e obrigação legal);',
          'Enviar avisos sobre a conta, o teste grátis, a assinatura e mudanças nestes documentos;',
          'Enviar novidades e ofertas, somente com o seu consentimento, que pode ser revogado a qualquer momento.',
        ],
        'Não vendemos dados pessoais e não os usamos para publicidade de terceiros.',
      ],
    },
    {
      title: 'Compartilhamento',
      blocks: [
        'Compartilhamos dados apenas com fornecedores necessários à operação — hospedagem, envio de e-mails e processamento de pagamentos —, sob contrato e obrigações de confidencialidade e segurança, e com autoridades quando a lei ou uma ordem judicial exigir.',
        'Quando algum desses fornecedores estiver fora do Brasil, a transferência segue as hipóteses do art. 33 da LGPD.',
      ],
    },
    {
      title: 'Segurança',
      blocks: [
        'Os dados de cada empresa ficam isolados dos das demais no banco de dados. Usamos conexão cifrada (HTTPS), senhas armazenadas com algoritmo de hash forte, controle de permissões por usuário e cópias de segurança. Em caso de incidente que possa causar risco ou dano relevante, avisaremos os afetados e a Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      title: 'Por quanto tempo guardamos',
      blocks: [
        [
          'Dados da conta e dados cadastrados pela empresa: enquanto a assinatura estiver ativa e por mais 30 dias após o cancelamento, para permitir a reativação ou a exportação. Depois disso, são excluídos definitivamente.',
          'Registros de acesso: 2 anos, para segurança e cumprimento legal.',
          'Documentos fiscais e de cobrança: pelo prazo exigido pela legislação tributária.',
        ],
      ],
    },
    {
      title: 'Seus direitos como titular',
      blocks: [
        'Pela LGPD, você pode pedir a qualquer momento:',
        [
          'confirmação de que tratamos seus dados e acesso a eles;',
          'correção de dados incompletos, inexatos ou desatualizados;',
          'anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade com a lei;',
          'eliminação dos dados tratados com base no seu consentimento;',
          'portabilidade dos dados a outro fornecedor, em formato estruturado;',
          'informação sobre com quem compartilhamos seus dados;',
          'revogação do consentimento e informação sobre as consequências de não consenti-lo.',
        ],
        `Para exercer esses direitos, escreva para ${PRIVACY_EMAIL}. Respondemos em até 15 dias. Se os dados foram cadastrados por uma empresa cliente do Alinhavo, encaminharemos o pedido a ela, que é a controladora. Você também pode reclamar à ANPD.`,
      ],
    },
    {
      title: 'Cookies',
      blocks: [
        'Usamos apenas cookies essenciais, que mantêm você conectado com segurança e guardam preferências da interface. Não usamos cookies de publicidade nem de rastreamento de terceiros.',
      ],
    },
    {
      title: 'Crianças e adolescentes',
      blocks: [
        'O Alinhavo não é destinado a menores de 18 anos e não coleta, de forma intencional, dados de crianças ou adolescentes. Se identificarmos uma conta de menor, ela será encerrada.',
      ],
    },
    {
      title: 'Alterações desta política',
      blocks: [
        'Esta Política pode ser atualizada. Mudanças relevantes serão avisadas por e-mail ou no sistema antes de entrarem em vigor, e a data no topo desta página indica a versão atual.',
      ],
    },
    {
      title: 'Encarregado de dados (DPO) e contato',
      blocks: [
        `Nosso encarregado pelo tratamento de dados pessoais atende pelo e-mail ${PRIVACY_EMAIL}. Para outros assuntos, fale com ${CONTACT_EMAIL}.`,
      ],
    },
  ],
};
