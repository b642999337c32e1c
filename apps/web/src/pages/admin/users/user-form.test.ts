import { describe, expect, it } from 'vitest';
import { Role, type AdminUserRow } from '@judge/contract';
import { editBodyOf, formValuesOf, isWebAddress } from './user-form';

const row: AdminUserRow = {
  uid: 7,
  username: 'mei',
  realname: null,
  nickname: 'Meimei',
  email: 'mei@school.example',
  phone: null,
  school: 'Harbour High',
  course: null,
  number: '2024-08',
  grade: 'Grade 10',
  deptId: null,
  gender: 'female',
  avatar: '/api/public/img/avatar/7-x.png',
  blog: null,
  github: null,
  cfUsername: null,
  signature: 'hi',
  role: Role.USER,
  roleName: 'default_user',
  status: 0,
  titleName: null,
  titleColor: null,
  vip: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  recentLoginTime: null,
  roles: [{ id: Role.USER, role: 'default_user', description: null, status: 0 }],
  gmtCreate: '2024-01-01T00:00:00.000Z',
};

describe('the user form', () => {
  it('holds every field, nulls as empty texts and no password', () => {
    const values = formValuesOf(row);
    expect(values).toMatchObject({
      realname: '',
      nickname: 'Meimei',
      grade: 'Grade 10',
      deptId: '',
      gender: 'female',
      vip: true,
      password: '',
      removeAvatar: false,
    });
    expect(formValuesOf({ ...row, gender: 'unknown' }).gender).toBe('secrecy');
  });

  it('sends every field back; the avatar only when removed, the password only when typed', () => {
    const values = { ...formValuesOf(row), school: 'New School', deptId: 'CS-1' };
    const body = editBodyOf(7, values);
    expect(body).toMatchObject({ uid: 7, school: 'New School', deptId: 'CS-1', realname: '', vip: true });
    expect(body).not.toHaveProperty('avatar');
    expect(body).not.toHaveProperty('password');
    expect(Object.keys(body).sort()).toEqual(
      [
        'uid',
        'username',
        'email',
        'role',
        'status',
        'realname',
        'nickname',
        'gender',
        'phone',
        'school',
        'course',
        'number',
        'grade',
        'deptId',
        'blog',
        'github',
        'cfUsername',
        'signature',
        'titleName',
        'titleColor',
        'vip',
      ].sort(),
    );
    expect(editBodyOf(7, { ...values, removeAvatar: true, password: 'newpass1' })).toMatchObject({
      avatar: '',
      password: 'newpass1',
    });
  });

  it('takes http and https links only', () => {
    expect(isWebAddress('https://mei.example')).toBe(true);
    expect(isWebAddress('')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('mei.example')).toBe(false);
  });
});
