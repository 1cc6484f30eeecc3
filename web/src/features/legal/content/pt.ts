import type { LegalContentModule } from '../legal-content';

const pt: LegalContentModule = (v) => ({
  ui: {
    breadcrumb: 'Trilha de navegação',
    help: 'Ajuda',
    tableOfContents: 'Sumário',
    lastUpdated: (date) => `Última atualização: ${date}`,
    searchLabel: 'Pesquisar nas regras',
    searchPlaceholder: 'Ex.: desmonetização, reembolso, recurso…',
    clearSearch: 'Limpar a pesquisa',
    resultCount: (count) => (count === 1 ? '1 seção corresponde' : `${count} seções correspondem`),
    noResults: (query) => `Nenhuma seção corresponde a “${query}”.`,
    noResultsHint: 'Tente outra palavra ou limpe a pesquisa para ver todas as regras novamente.',
    dataLabels: {
      data: 'Dados',
      purpose: 'Para quê',
      basis: 'Base legal',
      retention: 'Prazo de conservação',
    },
  },

  rules: {
    title: 'Regras e condições',
    intro:
      'Estas regras se aplicam a todas as pessoas que assistem ou publicam vídeos no Kinora. Elas protegem tanto os espectadores quanto os criadores: leia-as com atenção.',
    sections: {
      'prohibited-content': {
        title: 'Conteúdos proibidos',
        blocks: [
          { kind: 'paragraph', text: 'É proibido publicar, compartilhar ou promover no Kinora:' },
          {
            kind: 'categories',
            items: {
              illegal: 'conteúdos ilegais ou que incentivem a prática de crimes;',
              child_safety: 'qualquer sexualização de menores, que comunicamos imediatamente às autoridades;',
              sexual_content: 'pornografia e nudez de caráter sexual explícito;',
              hate: 'incitação ao ódio, à violência ou à discriminação contra uma pessoa ou um grupo;',
              harassment: 'assédio, ameaças e divulgação de dados pessoais de outras pessoas;',
              violence: 'violência gratuita ou chocante e apologia do terrorismo;',
              self_harm: 'promoção de automutilação, suicídio ou transtornos alimentares;',
              scam: 'golpes, phishing, softwares maliciosos e falsas promessas de ganhos;',
              misinformation:
                'falsificação de identidade e desinformação perigosa, especialmente sobre saúde;',
              intellectual_property:
                'conteúdos que violem direitos autorais, marcas ou a privacidade de outras pessoas;',
              spam: 'spam e qualquer manipulação de visualizações, inscrições ou ganhos (robôs, visualizações compradas, reproduções automáticas, contas múltiplas).',
            },
          },
          {
            kind: 'paragraph',
            text: 'Um conteúdo sensível com finalidade documental, educativa ou artística pode ser aceito se for apresentado com o contexto necessário e não buscar chocar apenas por chocar.',
          },
        ],
      },
      sanctions: {
        title: 'Sanções',
        blocks: [
          {
            kind: 'callout',
            tone: 'warning',
            title: 'O que você arrisca',
            text: 'Conforme a gravidade e a repetição da infração, o Kinora pode aplicar uma ou mais das seguintes sanções:',
            items: [
              'remoção do vídeo em questão;',
              'desmonetização temporária ou definitiva de um vídeo ou de um canal: suas visualizações deixam de gerar ganhos;',
              'limitação de algumas funções, por exemplo a proibição de enviar vídeos até uma determinada data;',
              'suspensão temporária da conta: não é possível entrar enquanto ela durar;',
              'banimento definitivo da conta.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Ganhos obtidos por fraude, em especial por visualizações artificiais, não são devidos e são cancelados. Um conteúdo manifestamente ilegal é removido imediatamente e pode ser comunicado às autoridades competentes.',
          },
        ],
      },
      moderation: {
        title: 'Processo de moderação',
        blocks: [
          { kind: 'paragraph', text: 'Cada denúncia segue as mesmas etapas:' },
          {
            kind: 'steps',
            items: [
              {
                title: 'Denúncia',
                text: 'Qualquer pessoa, com ou sem sessão iniciada, pode denunciar um vídeo, um canal ou um comentário com o botão «Denunciar» escolhendo um motivo e adicionando uma observação; sem conta, indica o nome e o email, declara a sua boa-fé e recebe um aviso de receção.',
              },
              {
                title: 'Análise',
                text: 'A equipe de moderação analisa o conteúdo denunciado à luz destas regras e do seu contexto.',
              },
              {
                title: 'Decisão',
                text: 'A equipe arquiva a denúncia ou aplica uma sanção proporcional.',
              },
              {
                title: 'Notificação',
                text: 'A pessoa envolvida é informada da decisão e dos seus motivos, no Kinora e por e-mail.',
              },
              {
                title: 'Recurso',
                text: 'Ela pode contestar a decisão: a equipe analisa o recurso e emite uma decisão fundamentada.',
              },
            ],
          },
          {
            kind: 'callout',
            tone: 'info',
            title: 'Como recorrer',
            text: `Você tem ${v.appealDays} dias a partir da notificação para recorrer de uma decisão. A decisão do recurso é definitiva e também é notificada a você.`,
          },
          {
            kind: 'callout',
            id: 'report-misuse',
            tone: 'warning',
            title: 'Denúncias abusivas',
            text: 'Denunciar serve para proteger a comunidade. Quem envia com frequência denúncias manifestamente infundadas pode ser impedido de denunciar por um período limitado. Essa decisão é fundamentada, notificada à pessoa e pode ser objeto de recurso como qualquer outra.',
          },
        ],
      },
      revisions: {
        title: 'Revisão das regras',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Podemos alterar estas regras e condições para acompanhar a evolução do serviço ou da lei. A data da última atualização aparece no topo desta página.',
          },
          {
            kind: 'list',
            items: [
              'Toda alteração importante é anunciada a você por e-mail e no Kinora antes de entrar em vigor.',
              `Um aumento do preço do Premium é anunciado com pelo menos ${v.priceRiseNoticeDays} dias de antecedência; você pode cancelar antes que ele se aplique.`,
              `A garantia de reembolso de ${v.moneyBackDays} dias se aplica uma vez por conta: ao primeiro pagamento da sua primeira assinatura do Premium.`,
            ],
          },
          {
            kind: 'paragraph',
            text: 'Se você continuar usando o Kinora depois que as alterações entrarem em vigor, as novas condições se aplicam. Se não as aceitar, você pode excluir sua conta a qualquer momento.',
          },
        ],
      },
    },

    terms: {
      title: 'Termos de uso',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Estes termos regem o uso do Kinora. Ao criar uma conta ou usar o serviço, você os aceita.',
        },
      ],
      sections: {
        purpose: {
          title: 'Objeto do serviço',
          blocks: [
            {
              kind: 'paragraph',
              text: 'O Kinora é uma plataforma de compartilhamento de vídeos, atualmente em versão beta. Ele permite assistir a vídeos, se inscrever em canais, publicar seus próprios vídeos e, para os criadores, ser remunerado pelas visualizações validadas. O serviço evolui: as funções em beta podem mudar ou ser descontinuadas.',
            },
          ],
        },
        account: {
          title: 'Conta',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Criar uma conta é gratuito. Você precisa ter pelo menos 15 anos; antes dos 18, é necessária a autorização de um dos pais ou responsável para assinar o Premium ou receber ganhos.',
            },
            {
              kind: 'paragraph',
              text: 'Você fornece informações corretas, mantém sua senha em segredo e responde pelo que é feito a partir da sua conta. Ative a verificação em duas etapas para protegê-la melhor e avise-nos pelo [formulário de contato](/contact) em caso de uso não autorizado.',
            },
          ],
        },
        'content-licence': {
          title: 'Seus conteúdos e a licença concedida',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Você continua sendo o titular dos vídeos, miniaturas e textos que publica. Você garante ter todos os direitos necessários, em especial sobre as músicas, as imagens e as pessoas filmadas.',
            },
            {
              kind: 'paragraph',
              text: 'Ao publicar um vídeo, você concede ao Kinora uma licença não exclusiva, gratuita e mundial para hospedá-lo, convertê-lo em diferentes qualidades, exibi-lo conforme a visibilidade escolhida e destacá-lo no serviço enquanto estiver on-line. Essa licença termina quando você exclui o vídeo; as cópias de segurança são apagadas em um prazo razoável.',
            },
            { kind: 'paragraph', text: 'Um vídeo privado só é visível para você.' },
          ],
        },
        earnings: {
          title: 'Remuneração dos criadores',
          blocks: [
            {
              kind: 'paragraph',
              text: `Uma visualização é validada após ${v.viewValidatedAfterS} segundos de reprodução real (ou o vídeo inteiro, se for mais curto), no máximo uma vez por espectador e por vídeo a cada ${v.viewDedupHours} horas. Suas próprias visualizações nunca contam.`,
            },
            {
              kind: 'paragraph',
              text: 'Uma visualização validada é remunerada quando o vídeo é público e monetizado, e o espectador é um membro Premium conectado cuja conta não está sancionada. O valor depende da duração do vídeo:',
            },
            { kind: 'earningsTable' },
            {
              kind: 'list',
              items: [
                `Vídeos com menos de ${v.minDuration} são recusados no envio.`,
                `Os ganhos do dia ficam pendentes; toda noite à meia-noite (fuso ${v.payoutTimeZone}), os do dia anterior passam a poder ser sacados.`,
                `Você pode sacar seu saldo a partir de ${v.minWithdrawal} para sua conta de pagamento conectada, ou ativar o pagamento automático no [painel](/dashboard).`,
                'Você é responsável pelas declarações fiscais e previdenciárias relacionadas aos seus ganhos.',
              ],
            },
          ],
        },
        premium: {
          title: 'Assinatura Premium e cancelamento',
          blocks: [
            {
              kind: 'paragraph',
              text: `O Premium custa ${v.premiumPrice} por mês, com cobrança mensal e renovação automática. Ele dá acesso a todo o conteúdo, em HD e 4K, sem anúncios e com até ${v.premiumProfiles} perfis.`,
            },
            {
              kind: 'paragraph',
              text: 'Você pode cancelar a qualquer momento no seu [perfil](/profile). O cancelamento vale ao fim do período já pago: você mantém o Premium até lá, e nenhuma nova cobrança é feita.',
            },
          ],
        },
        'payments-refunds': {
          title: 'Pagamentos e reembolsos',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Os pagamentos são processados pelo nosso provedor de pagamentos. O Kinora nunca vê nem guarda os números do seu cartão.',
            },
            {
              kind: 'paragraph',
              text: `Garantia de reembolso: uma vez por conta e por plano (Premium, QA), você pode pedir o reembolso de uma assinatura em até ${v.moneyBackDays} dias após o primeiro pagamento dela, pelo seu [perfil](/profile) ou pelo [formulário de contato](/contact); a assinatura termina na hora. Uma nova assinatura do mesmo plano não é mais coberta. Depois disso, um período iniciado não é reembolsado, salvo exigência legal. O reembolso é feito no meio de pagamento original.`,
            },
          ],
        },
        privacy: {
          title: 'Dados pessoais',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Tratamos seus dados conforme explicado na nossa [política de privacidade](/privacy-policy). Em especial, você pode baixar seus dados ou excluir sua conta no seu [perfil](/profile).',
            },
          ],
        },
        'intellectual-property': {
          title: 'Propriedade intelectual e remoção de conteúdo',
          blocks: [
            {
              kind: 'paragraph',
              text: 'A marca Kinora, seu logotipo e sua interface são protegidos: você não pode reproduzi-los sem autorização.',
            },
            {
              kind: 'paragraph',
              text: 'Se um conteúdo violar seus direitos, denuncie-o a partir do vídeo ou escreva-nos pelo [formulário de contato](/contact) indicando a obra em questão, o endereço do conteúdo e seus dados de contato. Removemos prontamente os conteúdos manifestamente infratores; quem os publicou pode contestar pelo processo de moderação.',
            },
          ],
        },
        liability: {
          title: 'Responsabilidade',
          blocks: [
            {
              kind: 'paragraph',
              text: 'O Kinora hospeda os conteúdos publicados por seus membros, que são responsáveis por eles. Removemos prontamente um conteúdo ilícito assim que tomamos conhecimento dele.',
            },
            {
              kind: 'paragraph',
              text: 'Fazemos o necessário para que o serviço esteja disponível e seguro, mas não podemos garantir disponibilidade permanente, especialmente durante a beta. Nada nestes termos limita os direitos que a lei lhe garante como consumidor.',
            },
          ],
        },
        termination: {
          title: 'Suspensão e encerramento da conta',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Você pode excluir sua conta a qualquer momento no seu [perfil](/profile); lembre-se de sacar seus ganhos antes. Seus vídeos e canais são então excluídos; os registros contábeis dos seus ganhos e pagamentos são conservados pelo prazo exigido por lei.',
            },
            {
              kind: 'paragraph',
              text: 'O Kinora pode suspender ou encerrar uma conta que viole gravemente ou repetidamente estas regras, conforme o processo de moderação descrito acima. Salvo em caso de fraude, os ganhos já adquiridos continuam devidos.',
            },
          ],
        },
        'law-contact': {
          title: 'Lei aplicável e contato',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Estes termos são regidos pela lei francesa. Em caso de litígio, entre em contato conosco primeiro para buscar uma solução amigável; caso contrário, você pode recorrer gratuitamente a um mediador de consumo ou aos tribunais competentes.',
            },
            {
              kind: 'paragraph',
              text: `Para qualquer dúvida, escreva-nos pelo [formulário de contato](/contact): respondemos em até ${v.contactReplyDays} dias úteis.`,
            },
          ],
        },
      },
    },

    earningsTable: {
      caption: 'Remuneração por visualização validada e remunerada, conforme a duração do vídeo',
      duration: 'Duração do vídeo',
      perView: 'Por visualização',
      perThousandViews: (thousand) => `Por ${thousand} visualizações`,
      under: (to) => `Menos de ${to}`,
      between: (from, to) => `De ${from} a menos de ${to}`,
      atLeast: (from) => `${from} ou mais`,
      refused: 'Recusado no envio',
    },
  },

  privacy: {
    title: 'Política de privacidade',
    intro:
      'Esta política explica quais dados o Kinora coleta, por quê, por quanto tempo os guardamos, quem os trata e como exercer seus direitos. Coletamos apenas o que o serviço precisa e nunca vendemos seus dados.',
    sections: {
      controller: {
        title: 'Quem somos',
        blocks: [
          {
            kind: 'paragraph',
            text: 'O Kinora é o controlador dos dados descritos aqui. Para qualquer dúvida sobre seus dados, escreva-nos pelo [formulário de contato](/contact).',
          },
        ],
      },
      data: {
        title: 'Dados que coletamos e como os usamos',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Para cada categoria: o que coletamos, por quê, com qual base legal e por quanto tempo guardamos.',
          },
          {
            kind: 'dataCategories',
            items: [
              {
                title: 'Conta',
                data: 'Endereço de e-mail, nome de usuário, nome de exibição, foto de perfil, idioma escolhido, um hash da sua senha (nunca a senha em si) e, se você ativar a verificação em duas etapas, o segredo dela e seus códigos de backup.',
                purpose:
                  'Criar e proteger sua conta, identificar você, exibir seu perfil e escrever para você sobre sua conta (confirmação, redefinição de senha, decisões de moderação).',
                basis: 'Execução do contrato (nossos termos de uso).',
                retention: 'Enquanto sua conta existir; apagados quando a conta é excluída.',
              },
              {
                title: 'Sessões de acesso',
                data: 'Endereço IP e navegador (user agent) de cada sessão, com as datas de criação e de expiração.',
                purpose:
                  'Manter você conectado, mostrar os dispositivos conectados à sua conta, detectar acessos suspeitos e limitar abusos.',
                basis: 'Execução do contrato e interesse legítimo (segurança do serviço).',
                retention: `Até você sair ou a sessão expirar, no máximo ${v.sessionDays} dias sem atividade.`,
              },
              {
                title: 'Vídeos e conteúdos publicados',
                data: 'Arquivos de vídeo, miniaturas, imagens de canal, títulos, descrições, temas, visibilidade, opção de monetização e metadados técnicos (duração, formato, dimensões).',
                purpose: 'Hospedar, converter e exibir seus conteúdos conforme a visibilidade escolhida.',
                basis: 'Execução do contrato.',
                retention: 'Até você excluir o conteúdo ou sua conta.',
              },
              {
                title: 'Dados de visualização',
                data: 'Posição de reprodução e tempo assistido enviados regularmente pelo player, e visualizações validadas. Para um visitante não conectado, uma visualização validada é vinculada a um identificador aleatório e a um hash do endereço IP calculado com uma chave secreta: o endereço IP em si nunca é armazenado.',
                purpose:
                  'Retomar um vídeo de onde você parou, contar visualizações, calcular os ganhos dos criadores e impedir fraudes de visualização.',
                basis:
                  'Execução do contrato (membros) e interesse legítimo (contagem confiável das visualizações).',
                retention: `Posição de reprodução: enquanto sua conta existir (no máximo ${v.visitorIdMonths} meses para um visitante). Visualizações validadas: guardadas com o histórico de ganhos dos criadores, que é um registro contábil.`,
              },
              {
                title: 'Pagamentos e assinaturas',
                data: 'Situação da sua assinatura Premium (ativa ou não, data de renovação), identificadores de cliente no provedor de pagamentos e lançamentos de ganhos, pagamentos e saques. Os números do seu cartão são digitados e guardados apenas pelo provedor de pagamentos: o Kinora nunca os vê. Também: se você já usou a garantia de reembolso em cada plano (para aplicá-la uma só vez) e as sessões de pagamento que você abriu (para nunca haver duas abertas ao mesmo tempo).',
                purpose: 'Gerenciar sua assinatura, pagar os criadores e manter nossa contabilidade.',
                basis: 'Execução do contrato e obrigação legal (contabilidade).',
                retention:
                  'Situação da assinatura: enquanto sua conta existir. Registros contábeis: 10 anos, como exige a lei.',
              },
              {
                title: 'Escolhas de cookies',
                data: 'Identificador anônimo, escolha por categoria, regime aplicável, país, versão da política de cookies e data da sua decisão.',
                purpose: 'Respeitar suas escolhas e poder comprovar seu consentimento.',
                basis: 'Obrigação legal.',
                retention: 'Até 5 anos após a sua decisão.',
              },
              {
                title: 'Mensagens de contato',
                data: 'Nome, sobrenome, e-mail, cargo, assunto, mensagem e idioma.',
                purpose: 'Responder à sua solicitação e acompanhá-la.',
                basis: 'Interesse legítimo (responder às solicitações que recebemos).',
                retention: `${v.contactRetentionYears} anos após o envio; excluída com a sua conta se você a enviou conectado.`,
              },
              {
                title: 'Comentários dos testadores (plano QA)',
                data: 'A sua mensagem, a página de onde a enviou, a data e a sua conta.',
                purpose: 'Corrigir e melhorar as funções em beta.',
                basis: 'Execução do contrato (plano QA).',
                retention: `${v.qaFeedbackRetentionYears} anos após o envio; excluídos com a sua conta.`,
              },
            ],
          },
        ],
      },
      processors: {
        title: 'Quem trata seus dados',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Somente as pessoas do Kinora que precisam dos seus dados têm acesso a eles, além dos nossos operadores, vinculados por contrato e obrigados à confidencialidade:',
          },
          {
            kind: 'list',
            items: [
              'o provedor de hospedagem dos nossos servidores, do nosso banco de dados e dos nossos arquivos de vídeo;',
              'nosso provedor de envio de e-mails (confirmação de conta, redefinição de senha, notificações);',
              'nosso provedor de pagamentos, que processa os pagamentos do Premium e os repasses aos criadores; ele também é controlador dos seus próprios tratamentos (prevenção de fraudes, obrigações financeiras);',
              'a rede de publicidade, somente se você aceitar os cookies de marketing.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Não vendemos nem alugamos seus dados. Só os comunicamos às autoridades quando a lei exige. Se houver transferência de dados para fora da União Europeia, eles são protegidos por garantias adequadas, como as cláusulas contratuais-padrão da Comissão Europeia.',
          },
        ],
      },
      cookies: {
        title: 'Cookies',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Usamos quatro categorias de cookies. Você pode mudar suas escolhas a qualquer momento com o botão de gerenciamento de cookies exibido na parte inferior da tela.',
          },
          {
            kind: 'list',
            items: [
              'Necessários (sempre ativos): o cookie de sessão, que mantém você conectado, e o que registra suas escolhas de cookies.',
              `Funcionais: o identificador de visitante, um número aleatório usado para contar as visualizações de visitantes não conectados e lembrar onde você parou em um vídeo (${v.visitorIdMonths} meses).`,
              'Medição de audiência: somente com o seu consentimento.',
              'Marketing: somente com o seu consentimento; sem ele, nenhum script de publicidade de terceiros é carregado.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Seu idioma e seu tema são salvos no seu navegador (armazenamento local) e não são enviados a ninguém.',
          },
        ],
      },
      rights: {
        title: 'Seus direitos',
        blocks: [
          {
            kind: 'paragraph',
            text: 'De acordo com o RGPD (e, no Brasil, a LGPD), você tem os seguintes direitos:',
          },
          {
            kind: 'list',
            items: [
              'acesso: saber quais dados temos sobre você e obter uma cópia;',
              'retificação: corrigir dados incorretos, a maioria diretamente no seu perfil;',
              'eliminação: pedir a exclusão dos seus dados, exceto os que a lei nos obriga a guardar;',
              'portabilidade: receber seus dados em um formato estruturado e legível por máquina;',
              'oposição e limitação: opor-se a um tratamento baseado no nosso interesse legítimo ou pedir a sua limitação;',
              'revogação do consentimento: a qualquer momento para os cookies opcionais, sem afetar o que foi feito antes;',
              'reclamação: recorrer à autoridade de proteção de dados — na França a CNIL (cnil.fr), no Brasil a ANPD — ou à do seu país.',
            ],
          },
        ],
      },
      'exercise-rights': {
        title: 'Como exercer seus direitos',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Se você estiver conectado, acesse seu [perfil](/profile): lá você pode alterar suas informações, baixar uma cópia dos seus dados e excluir sua conta.',
          },
          {
            kind: 'paragraph',
            text: 'Você também pode nos escrever pelo [formulário de contato](/contact). Respondemos em até um mês e podemos pedir que você comprove sua identidade.',
          },
        ],
      },
      security: {
        title: 'Segurança',
        blocks: [
          {
            kind: 'paragraph',
            text: 'As senhas são guardadas apenas como hash, as conexões são criptografadas, a verificação em duas etapas está disponível e os endereços IP dos visitantes são guardados apenas como hash calculado com uma chave secreta. O acesso aos dados é limitado às pessoas que precisam dele. Se um incidente de segurança representar um risco para você, nós o avisaremos.',
          },
        ],
      },
      minors: {
        title: 'Menores de idade',
        blocks: [
          {
            kind: 'paragraph',
            text: 'É preciso ter pelo menos 15 anos para criar uma conta. Se você acredita que uma criança mais nova nos forneceu dados, entre em contato: nós os excluiremos.',
          },
        ],
      },
      changes: {
        title: 'Alterações desta política',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Podemos atualizar esta política. A data da versão aparece no topo da página; em caso de alteração importante, avisamos você por e-mail ou no Kinora antes que ela se aplique.',
          },
        ],
      },
    },
  },
});

export default pt;
