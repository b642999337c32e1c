import type { AuditLogMessages } from './audit-log.en-US';

/** 审计日志的中文文本（pages/admin/audit-log）。 */
export const auditLogZhCN: AuditLogMessages = {
  auditLog: {
    menu: '审计日志',
    title: '审计日志',
    contestTitle: '比赛 {{id}} 的审计日志',
    groupTitle: '团队 {{id}} 的审计日志',
    hint: '管理员、教师和团队管理员所做的修改：谁、何时、从哪个地址，以及每个改动字段的修改前后。密码、密钥等机密从不保存，只记录它们被修改过。',
    actor: '用户',
    actionPlaceholder: '操作，如 problem.update',
    entityKind: '类型',
    contest: '比赛 ID',
    group: '团队 ID',
    apply: '筛选',
    exportCsv: '导出 CSV',
    at: '时间',
    address: '地址',
    action: '操作',
    entity: '对象',
    scope: '比赛 / 团队',
    contestN: '比赛 {{id}}',
    groupN: '团队 {{id}}',
    field: '字段',
    before: '修改前',
    after: '修改后',
    secretChanged: '已修改（不保存）',
    noFields: '没有字段改动。',
    contestLink: '审计日志',
  },
};
