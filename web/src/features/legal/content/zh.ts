import type { LegalContentModule } from '../legal-content';

const zh: LegalContentModule = (v) => ({
  ui: {
    breadcrumb: '面包屑导航',
    help: '帮助',
    tableOfContents: '目录',
    lastUpdated: (date) => `最后更新：${date}`,
    searchLabel: '搜索规则',
    searchPlaceholder: '例如：取消变现、退款、申诉……',
    clearSearch: '清除搜索',
    resultCount: (count) => `${count} 个章节匹配`,
    noResults: (query) => `没有与“${query}”匹配的章节。`,
    noResultsHint: '请换个词试试，或清除搜索以重新查看全部规则。',
    dataLabels: {
      data: '数据',
      purpose: '用途',
      basis: '法律依据',
      retention: '保存期限',
    },
  },

  rules: {
    title: '规则与条款',
    intro: '这些规则适用于在 Kinora 上观看或发布视频的每一个人。它们同时保护观众和创作者：请仔细阅读。',
    sections: {
      'prohibited-content': {
        title: '禁止的内容',
        blocks: [
          { kind: 'paragraph', text: '禁止在 Kinora 上发布、分享或推广：' },
          {
            kind: 'categories',
            items: {
              illegal: '违法内容，或煽动他人实施违法行为的内容；',
              child_safety: '任何将未成年人性化的内容，我们会立即向有关部门举报；',
              sexual_content: '色情内容及露骨的性裸露；',
              hate: '煽动针对个人或群体的仇恨、暴力或歧视；',
              harassment: '骚扰、威胁以及泄露他人的个人信息；',
              violence: '无端或令人震惊的暴力内容，以及美化恐怖主义；',
              self_harm: '宣扬自残、自杀或进食障碍；',
              scam: '诈骗、网络钓鱼、恶意软件以及虚假的收益承诺；',
              misinformation: '冒充他人，以及危险的虚假信息，尤其是涉及健康的信息；',
              intellectual_property: '侵犯他人著作权、商标或隐私的内容；',
              spam: '垃圾信息，以及任何操纵观看次数、订阅或收益的行为（机器人、购买的观看次数、自动播放、多个账户）。',
            },
          },
          {
            kind: 'paragraph',
            text: '具有纪实、教育或艺术目的的敏感内容，如果附有必要的背景说明且并非为了博取眼球而刻意制造震撼，可以被接受。',
          },
        ],
      },
      sanctions: {
        title: '处罚',
        blocks: [
          {
            kind: 'callout',
            tone: 'warning',
            title: '您可能面临的处罚',
            text: '根据违规的严重程度和次数，Kinora 可采取以下一项或多项处罚：',
            items: [
              '删除相关视频；',
              '暂时或永久取消某个视频或频道的变现：此后其观看次数不再产生任何收益；',
              '限制部分功能，例如在指定日期之前禁止上传；',
              '暂时停用账户：停用期间无法登录；',
              '永久封禁账户。',
            ],
          },
          {
            kind: 'paragraph',
            text: '通过欺诈（尤其是虚假观看）获得的收益不予支付并将被撤销。明显违法的内容会被立即删除，并可能被报告给主管部门。',
          },
        ],
      },
      moderation: {
        title: '审核流程',
        blocks: [
          { kind: 'paragraph', text: '每一条举报都经过相同的步骤：' },
          {
            kind: 'steps',
            items: [
              {
                title: '举报',
                text: '任何人，无论是否登录，都可以通过“举报”按钮选择一个理由并附上说明，举报某个视频、频道或评论；未登录者需填写姓名和邮箱、作出善意声明，并会收到受理回执。',
              },
              {
                title: '审查',
                text: '审核团队依据本规则并结合具体情境，审查被举报的内容。',
              },
              {
                title: '决定',
                text: '团队驳回举报，或作出相称的处罚。',
              },
              {
                title: '通知',
                text: '我们会在 Kinora 内并通过电子邮件，告知当事人该决定及其理由。',
              },
              {
                title: '申诉',
                text: '当事人可以对决定提出申诉：团队会重新审查申诉并作出附理由的决定。',
              },
            ],
          },
          {
            kind: 'callout',
            tone: 'info',
            title: '如何申诉',
            text: `您可以在收到通知后 ${v.appealDays} 天内对决定提出申诉。申诉结果为最终决定，同样会通知您。`,
          },
          {
            kind: 'callout',
            id: 'report-misuse',
            tone: 'warning',
            title: '滥用举报',
            text: '举报功能用于保护社区。经常提交明显无根据举报的人，可能会在一段时间内被禁止举报。该决定会附上理由并通知本人，且可像其他决定一样提出申诉。',
          },
        ],
      },
      revisions: {
        title: '规则的修订',
        blocks: [
          {
            kind: 'paragraph',
            text: '我们可能会根据服务或法律的变化修改本规则与条款。最后更新日期显示在本页顶部。',
          },
          {
            kind: 'list',
            items: [
              '任何重大变更都会在生效前通过电子邮件和 Kinora 通知您。',
              `高级版涨价会至少提前 ${v.priceRiseNoticeDays} 天通知您；您可以在涨价生效前取消订阅。`,
              `${v.moneyBackDays} 天退款保证每个账户仅适用一次：适用于您首个高级版订阅的首次付款。`,
            ],
          },
          {
            kind: 'paragraph',
            text: '变更生效后如果您继续使用 Kinora，即适用新的条款。如果您不接受，可以随时删除您的账户。',
          },
        ],
      },
    },

    terms: {
      title: '使用条款',
      blocks: [
        {
          kind: 'paragraph',
          text: '本条款规范 Kinora 的使用。创建账户或使用本服务，即表示您接受本条款。',
        },
      ],
      sections: {
        purpose: {
          title: '服务内容',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Kinora 是一个视频分享平台，目前处于测试阶段。您可以在这里观看视频、订阅频道、发布自己的视频；创作者还可以凭有效观看获得收益。服务在不断发展：测试版功能可能会变更或停止。',
            },
          ],
        },
        account: {
          title: '账户',
          blocks: [
            {
              kind: 'paragraph',
              text: '创建账户是免费的。您必须年满 15 周岁；未满 18 周岁者，开通高级版或领取收益须征得父母或监护人的同意。',
            },
            {
              kind: 'paragraph',
              text: '您应提供准确的信息，妥善保管密码，并对通过您的账户进行的一切操作负责。请开启两步验证以更好地保护账户；如发现未经授权的使用，请通过[联系表单](/contact)告知我们。',
            },
          ],
        },
        'content-licence': {
          title: '您的内容与授予的许可',
          blocks: [
            {
              kind: 'paragraph',
              text: '您发布的视频、缩略图和文字仍归您所有。您保证拥有所需的全部权利，尤其是音乐、图像以及被拍摄者的相关权利。',
            },
            {
              kind: 'paragraph',
              text: '发布视频即表示您授予 Kinora 一项非独占、免费、全球范围的许可，在视频上线期间对其进行存储、转换为不同清晰度、按您选择的可见性展示，并在服务中进行推荐。删除视频后该许可即终止；备份副本会在合理期限内清除。',
            },
            { kind: 'paragraph', text: '私密视频仅您本人可见。' },
          ],
        },
        earnings: {
          title: '创作者收益',
          blocks: [
            {
              kind: 'paragraph',
              text: `实际观看 ${v.viewValidatedAfterS} 秒后（若视频更短，则须看完整个视频），一次观看即被认定为有效；同一观众对同一视频每 ${v.viewDedupHours} 小时最多计一次。您本人的观看永远不计入。`,
            },
            {
              kind: 'paragraph',
              text: '当视频为公开且已开启变现，且观众是已登录、账户未受处罚的高级版会员时，有效观看才会产生收益。金额取决于视频时长：',
            },
            { kind: 'earningsTable' },
            {
              kind: 'list',
              items: [
                `时长不足 ${v.minDuration} 的视频在上传时会被拒绝。`,
                `当天的收益处于待结算状态；每晚零点（${v.payoutTimeZone} 时区），前一天的收益变为可提现。`,
                `余额达到 ${v.minWithdrawal} 即可提现到您已关联的收款账户，也可以在[控制台](/dashboard)开启自动提现。`,
                '与收益相关的纳税及社保申报由您自行负责。',
              ],
            },
          ],
        },
        premium: {
          title: '高级版订阅与取消',
          blocks: [
            {
              kind: 'paragraph',
              text: `高级版价格为每月 ${v.premiumPrice}，按月计费并自动续订。可观看全部内容，支持高清和 4K，无广告，最多 ${v.premiumProfiles} 个用户档案。`,
            },
            {
              kind: 'paragraph',
              text: '您可以随时在[个人资料](/profile)中取消订阅。取消在已付费周期结束时生效：在此之前您仍可使用高级版，之后不会再扣款。',
            },
          ],
        },
        'payments-refunds': {
          title: '付款与退款',
          blocks: [
            {
              kind: 'paragraph',
              text: '付款由我们的支付服务提供商处理。Kinora 从不查看也从不保存您的银行卡号。',
            },
            {
              kind: 'paragraph',
              text: `退款保证：每个账户的每个套餐（高级版、QA）限一次，您可以在订阅首次付款后 ${v.moneyBackDays} 天内，通过[个人资料](/profile)或[联系表单](/contact)申请退款；订阅随即结束。同一套餐的新订阅不再享受该保证。超过期限后，已开始的周期不予退款，法律另有规定的除外。退款将原路退回。`,
            },
          ],
        },
        privacy: {
          title: '个人数据',
          blocks: [
            {
              kind: 'paragraph',
              text: '我们按照[隐私政策](/privacy-policy)中的说明处理您的数据。特别是，您可以在[个人资料](/profile)中下载您的数据或删除您的账户。',
            },
          ],
        },
        'intellectual-property': {
          title: '知识产权与侵权投诉',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Kinora 的名称、标志和界面受法律保护：未经许可不得复制。',
            },
            {
              kind: 'paragraph',
              text: '如果某项内容侵犯了您的权利，请在视频页面举报，或通过[联系表单](/contact)写信给我们，注明相关作品、内容地址以及您的联系方式。我们会及时删除明显侵权的内容；发布者可以通过审核流程提出异议。',
            },
          ],
        },
        liability: {
          title: '责任',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Kinora 存储由会员发布的内容，会员对其发布的内容负责。一旦得知存在违法内容，我们会及时将其删除。',
            },
            {
              kind: 'paragraph',
              text: '我们会尽力确保服务可用且安全，但无法保证服务始终可用，尤其是在测试阶段。本条款中的任何内容都不限制法律赋予您作为消费者的权利。',
            },
          ],
        },
        termination: {
          title: '账户的停用与关闭',
          blocks: [
            {
              kind: 'paragraph',
              text: '您可以随时在[个人资料](/profile)中删除账户；请记得事先提取您的收益。删除后，您的视频和频道将被删除；您的收益和付款的会计记录将按法律要求的期限保存。',
            },
            {
              kind: 'paragraph',
              text: '对于严重或多次违反本规则的账户，Kinora 可按照上文所述的审核流程将其停用或关闭。除欺诈情形外，已获得的收益仍将支付。',
            },
          ],
        },
        'law-contact': {
          title: '适用法律与联系方式',
          blocks: [
            {
              kind: 'paragraph',
              text: '本条款受法国法律管辖。如发生争议，请先与我们联系以寻求友好解决；若未能解决，您可以免费求助于消费纠纷调解员，或向有管辖权的法院提起诉讼。',
            },
            {
              kind: 'paragraph',
              text: `如有任何问题，请通过[联系表单](/contact)写信给我们：我们会在 ${v.contactReplyDays} 个工作日内回复。`,
            },
          ],
        },
      },
    },

    earningsTable: {
      caption: '按视频时长计算的每次有效付费观看收益',
      duration: '视频时长',
      perView: '每次观看',
      perThousandViews: (thousand) => `每 ${thousand} 次观看`,
      under: (to) => `不足 ${to}`,
      between: (from, to) => `${from} 至不足 ${to}`,
      atLeast: (from) => `${from} 及以上`,
      refused: '上传时拒绝',
    },
  },

  privacy: {
    title: '隐私政策',
    intro:
      '本政策说明 Kinora 收集哪些数据、为什么收集、保存多长时间、由谁处理，以及您如何行使自己的权利。我们只收集服务所需的数据，并且绝不出售您的数据。',
    sections: {
      controller: {
        title: '我们是谁',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Kinora 是本政策所述数据的控制者。如对您的数据有任何疑问，请通过[联系表单](/contact)写信给我们。',
          },
        ],
      },
      data: {
        title: '我们收集的数据及其用途',
        blocks: [
          {
            kind: 'paragraph',
            text: '对于每一类数据：我们收集什么、为什么收集、依据什么法律基础，以及保存多长时间。',
          },
          {
            kind: 'dataCategories',
            items: [
              {
                title: '账户',
                data: '电子邮箱地址、用户名、显示名称、头像、所选语言、密码的哈希值（绝不保存密码本身），以及在您开启两步验证时的验证密钥和备用码。',
                purpose:
                  '创建并保护您的账户、识别您的身份、展示您的个人资料，并就您的账户与您联系（确认、重置密码、审核决定）。',
                basis: '履行合同（我们的使用条款）。',
                retention: '在您的账户存续期间保存；删除账户时一并清除。',
              },
              {
                title: '登录会话',
                data: '每个会话的 IP 地址和浏览器（用户代理），以及会话的创建和过期时间。',
                purpose: '保持您的登录状态、向您显示已登录您账户的设备、识别可疑登录并限制滥用。',
                basis: '履行合同及正当利益（服务安全）。',
                retention: `直到您退出登录或会话过期，无活动时最长 ${v.sessionDays} 天。`,
              },
              {
                title: '视频及已发布的内容',
                data: '视频文件、缩略图、频道图片、标题、简介、主题、可见性、变现选项以及技术元数据（时长、格式、尺寸）。',
                purpose: '存储、转换您的内容，并按您选择的可见性进行展示。',
                basis: '履行合同。',
                retention: '直到您删除该内容或您的账户。',
              },
              {
                title: '观看数据',
                data: '播放器定期发送的播放位置和观看时长，以及有效观看记录。对于未登录的访客，有效观看记录关联的是一个随机标识符，以及用密钥计算出的 IP 地址哈希值：IP 地址本身从不保存。',
                purpose: '从您上次停下的位置继续播放、统计观看次数、计算创作者收益并防止刷量作弊。',
                basis: '履行合同（会员）及正当利益（可靠地统计观看次数）。',
                retention: `播放位置：在您的账户存续期间保存（访客最长 ${v.visitorIdMonths} 个月）。有效观看：随创作者的收益记录一并保存，该记录属于会计凭证。`,
              },
              {
                title: '付款与订阅',
                data: '您的高级版订阅状态（是否有效、续订日期）、您在支付服务提供商处的客户标识，以及收益、付款和提现的账目记录。您的银行卡号仅由支付服务提供商录入和保存：Kinora 从不接触。此外：您是否已在各套餐上使用过退款保证（以确保只适用一次），以及您打开的付款会话（以免同时打开两个）。',
                purpose: '管理您的订阅、向创作者付款并进行财务记账。',
                basis: '履行合同及法定义务（会计）。',
                retention: '订阅状态：在您的账户存续期间保存。会计记录：按法律要求保存 10 年。',
              },
              {
                title: 'Cookie 偏好',
                data: '匿名标识符、各类别的选择、适用的规则体系、国家或地区、Cookie 政策版本以及您作出选择的时间。',
                purpose: '尊重您的选择，并能够证明您的同意。',
                basis: '法定义务。',
                retention: '自您作出选择起最长 5 年。',
              },
              {
                title: '联系消息',
                data: '名字、姓氏、电子邮箱、职位、主题、消息内容和语言。',
                purpose: '答复并跟进您的请求。',
                basis: '正当利益（答复向我们提出的请求）。',
                retention: `发送后保留 ${v.contactRetentionYears} 年；如果您是在登录状态下发送的，删除账户时一并删除。`,
              },
              {
                title: '测试人员反馈（QA 方案）',
                data: '您的消息、发送时所在的页面、发送日期和您的账户。',
                purpose: '修复和改进测试版功能。',
                basis: '履行合同（QA 方案）。',
                retention: `发送后保留 ${v.qaFeedbackRetentionYears} 年；删除账户时一并删除。`,
              },
            ],
          },
        ],
      },
      processors: {
        title: '谁会处理您的数据',
        blocks: [
          {
            kind: 'paragraph',
            text: '只有 Kinora 内部确有需要的人员，以及受合同和保密义务约束的数据处理方，才能访问您的数据：',
          },
          {
            kind: 'list',
            items: [
              '我们的服务器、数据库和视频文件的托管服务商；',
              '我们的邮件发送服务商（账户确认、重置密码、通知）；',
              '我们的支付服务提供商，负责处理高级版付款和向创作者付款；对于其自身的处理活动（防范欺诈、金融合规义务），它同时也是数据控制者；',
              '广告网络，仅在您接受营销类 Cookie 时。',
            ],
          },
          {
            kind: 'paragraph',
            text: '我们不会出售或出租您的数据。只有在法律要求时，我们才会向主管部门提供数据。如果数据被传输到欧盟以外，将受到适当保障措施的保护，例如欧盟委员会的标准合同条款。',
          },
        ],
      },
      cookies: {
        title: 'Cookie',
        blocks: [
          {
            kind: 'paragraph',
            text: '我们使用四类 Cookie。您可以随时通过屏幕底部的 Cookie 管理按钮更改您的选择。',
          },
          {
            kind: 'list',
            items: [
              '必要（始终开启）：保持您登录状态的会话 Cookie，以及记录您 Cookie 选择的 Cookie。',
              `功能性：访客标识符，一个随机编号，用于统计未登录访客的观看次数，并记住您在视频中停下的位置（${v.visitorIdMonths} 个月）。`,
              '受众分析：仅在您同意后使用。',
              '营销：仅在您同意后使用；未经同意，不会加载任何第三方广告脚本。',
            ],
          },
          {
            kind: 'paragraph',
            text: '您的语言和主题保存在您的浏览器中（本地存储），不会发送给任何人。',
          },
        ],
      },
      rights: {
        title: '您的权利',
        blocks: [
          { kind: 'paragraph', text: '根据《通用数据保护条例》（GDPR），您享有以下权利：' },
          {
            kind: 'list',
            items: [
              '访问权：了解我们持有您的哪些数据，并获取一份副本；',
              '更正权：更正不准确的数据，其中大部分可直接在个人资料中修改；',
              '删除权：要求删除您的数据，法律要求我们保留的数据除外；',
              '可携带权：以结构化、机器可读的格式获取您的数据；',
              '反对权和限制处理权：反对基于我们正当利益的处理，或要求限制处理；',
              '撤回同意：可随时撤回对可选 Cookie 的同意，撤回前的处理不受影响；',
              '投诉权：向数据保护机构投诉——在法国为 CNIL（cnil.fr）——或向您所在国家或地区的机构投诉。',
            ],
          },
        ],
      },
      'exercise-rights': {
        title: '如何行使您的权利',
        blocks: [
          {
            kind: 'paragraph',
            text: '如果您已登录，请前往您的[个人资料](/profile)：您可以在那里修改信息、下载数据副本并删除账户。',
          },
          {
            kind: 'paragraph',
            text: '您也可以通过[联系表单](/contact)写信给我们。我们会在一个月内答复，并可能要求您证明身份。',
          },
        ],
      },
      security: {
        title: '安全',
        blocks: [
          {
            kind: 'paragraph',
            text: '密码仅以哈希值形式保存，连接均经过加密，支持两步验证，访客的 IP 地址仅以用密钥计算的哈希值形式保存。数据访问仅限于确有需要的人员。如果发生可能危及您的数据泄露，我们会通知您。',
          },
        ],
      },
      minors: {
        title: '未成年人',
        blocks: [
          {
            kind: 'paragraph',
            text: '年满 15 周岁才能创建账户。如果您认为有更年幼的儿童向我们提供了数据，请联系我们：我们会将其删除。',
          },
        ],
      },
      changes: {
        title: '本政策的变更',
        blocks: [
          {
            kind: 'paragraph',
            text: '我们可能会更新本政策。版本日期显示在页面顶部；如有重大变更，我们会在变更生效前通过电子邮件或在 Kinora 中通知您。',
          },
        ],
      },
    },
  },
});

export default zh;
