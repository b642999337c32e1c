import type { ServerMessageText } from '@judge/contract';

/**
 * 服务器提示语的中文（packages/contract/src/server-messages.ts 的每一句；英文即句子本身）。
 * The type lists every sentence of the catalogue, so a sentence added there without its Chinese fails to compile.
 */
export const serverMessagesZhCN: Record<ServerMessageText, string> = {
  'Send the file as multipart/form-data in the field "{{field}}"':
    '请以 multipart/form-data 格式在字段“{{field}}”中上传文件',
  '{{field}} is required': '{{field}} 不能为空',
  'File type not supported: use {{types}}': '不支持该文件类型：请使用 {{types}}',
  'Exceed max size limit: at most {{size}}': '文件大小超出限制：最大 {{size}}',
  'File type not supported: the file is not a {{types}} image': '不支持该文件类型：该文件不是 {{types}} 图片',
  'Please wait {{seconds}} {{seconds|second|seconds}} before asking for another email':
    '请等待 {{seconds}} 秒后再获取邮件',
  'The email already exists': '该邮箱已被注册',
  'The username already exists, Try append number': '用户名已存在，请尝试在末尾添加数字',
  'The verification code is wrong or has expired': '验证码错误或已过期',
  'The username/email does not exist': '用户名或邮箱不存在',
  'The username does not exist': '用户名不存在',
  'The reset link is wrong or has expired': '重置链接错误或已过期',
  'The old password is wrong': '旧密码错误',
  'The new password must differ from the old one': '新密码不能与旧密码相同',
  'The new email must differ from the old one': '新邮箱不能与旧邮箱相同',
  'The password is wrong': '密码错误',
  'This problem does not accept submissions outside its contest': '该题目只能在其所属比赛中提交',
  '{{language}} is not allowed for this problem': '该题目不允许使用 {{language}}',
  '{{language}} is not a language of the online IDE': '在线 IDE 不支持 {{language}}',
  'No Access: contest judging is closed on this site': '无权访问：本站已关闭比赛评测',
  'The judge is closed for submissions outside contests': '本站已关闭比赛外的评测',
  'Submitting too fast: wait {{seconds}} {{seconds|second|seconds}}': '提交过快，请等待 {{seconds}} 秒',
  'Only the author may share this code': '只有提交者可以分享这份代码',
  'This problem does not allow sharing code': '该题目不允许分享代码',
  'Only a submission that failed to be judged can be resubmitted': '只有提交失败的评测才能重新提交',
  'Only the author may download the failed case of a finished submission outside contests':
    '只有提交者可以下载比赛外已评测提交的出错数据',
  'No Access: the public discussion area is closed': '无权访问：公共讨论区已关闭',
  'No Access: comments on group discussions are not open yet': '无权访问：团队讨论暂未开放评论',
  'No Access: the contest comment area is closed': '无权访问：比赛评论区已关闭',
  'The discussion is disabled: it takes no new comments': '该讨论已被禁用，无法发表新评论',
  'The category does not exist': '该分类不存在',
  'Only the author may edit a discussion': '只有作者可以编辑讨论',
  'Only the author or an admin may delete a discussion': '只有作者或管理员可以删除讨论',
  'You need at least {{needed}} accepted {{needed|problem|problems}} to post a discussion (you have {{solved}})':
    '发表讨论需要至少通过 {{needed}} 道题（你已通过 {{solved}} 道）',
  'You may post at most {{limit}} {{limit|discussion|discussions}} a day: please try again tomorrow':
    '每天最多发表 {{limit}} 篇讨论，请明天再试',
  'You need at least {{needed}} accepted {{needed|problem|problems}} to comment (you have {{solved}})':
    '发表评论需要至少通过 {{needed}} 道题（你已通过 {{solved}} 道）',
  'Only the author or an administrator may delete this comment': '只有作者或管理员可以删除这条评论',
  'Only the author or an administrator may delete this reply': '只有作者或管理员可以删除这条回复',
  'Only its author or a contest admin may reply to this comment': '只有评论作者或比赛管理员可以回复这条评论',
  'This training is private: register with its password first': '该训练为私有训练，请先输入密码注册',
  'The training is public and needs no password': '该训练为公开训练，无需密码',
  'The training password is wrong': '训练密码错误',
  'Register for the contest first': '请先注册比赛',
  'The contest has not started yet': '比赛尚未开始',
  'Start the contest first': '请先开始比赛',
  'Contest has ended': '比赛已结束',
  'Your time in this contest is over': '你的比赛时间已用完',
  "Others' submissions are hidden until the contest ends": '比赛结束前不能查看他人的提交',
  'Only the contest admins may do this': '只有比赛管理员可以进行此操作',
  'Enter the contest password': '请输入比赛密码',
  'The contest password is wrong': '比赛密码错误',
  'This contest admits only the accounts its account rule names': '该比赛只允许符合账号规则的用户参加',
  'This contest has no time limit to start': '该比赛没有限时，无需开始',
  'Contest admins do not take part in their contest': '比赛管理员不能参加自己的比赛',
  'Virtual participation opens once the contest has ended': '比赛结束后才能虚拟参赛',
  'You took part in this contest: its board already has your row': '你已参加过该比赛，榜单上已有你的成绩',
  'You already have a virtual participation of this contest': '你已虚拟参加过该比赛',
  'The start must not be in the past': '开始时间不能早于现在',
  'The start must be within {{days}} days': '开始时间必须在 {{days}} 天之内',
  'This contest does not open its scoreboard to the outside': '该比赛未开放外榜',
  'Printing is not open in this contest': '该比赛未开放打印',
  'Printing is limited: send again in {{seconds}} {{seconds|second|seconds}}':
    '打印过于频繁，请 {{seconds}} 秒后再试',
  "You may not delete another user's picture": '不能删除其他用户的图片',
};
