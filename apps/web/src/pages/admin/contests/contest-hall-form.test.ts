import { describe, expect, it } from 'vitest';
import { hallFields, hallToBody, readNetworks, readSeats } from './contest-hall-form';
import { formFieldOfServerError } from './contest-form';

describe('the contest hall fields of the contest form', () => {
  it('read ranges one per line (spaces and commas too), naming the first that is none', () => {
    expect(readNetworks('10.1.0.0/16\n 2001:db8:1::/48, 192.168.3.4\n')).toEqual({
      networks: ['10.1.0.0/16', '2001:db8:1::/48', '192.168.3.4'],
      invalid: null,
    });
    expect(readNetworks('10.1.0.0/16\n10.1/16\n10.300.0.0/16').invalid).toBe('10.1/16');
    expect(readNetworks('2001:db8::/129').invalid).toBe('2001:db8::/129');
  });

  it("read seats as 'address username' lines (tabs from a spreadsheet too), naming the first bad line", () => {
    expect(readSeats('10.1.2.31 team031\n\n10.1.2.32\tteam032')).toEqual({
      seats: [
        { address: '10.1.2.31', username: 'team031' },
        { address: '10.1.2.32', username: 'team032' },
      ],
      invalidLine: null,
    });
    expect(readSeats('10.1.2.31 team031\nteam032 10.1.2.32').invalidLine).toBe(2);
    expect(readSeats('10.1.2.31 team031 extra').invalidLine).toBe(1);
  });

  it('show the stored hall and send it back as the server reads it', () => {
    const fields = hallFields({
      allowedNetworks: ['10.1.0.0/16'],
      sessionRule: 'single-replace',
      ipAutoLogin: [{ address: '10.1.2.31', username: 'team031' }],
    });
    expect(fields).toEqual({
      hallNetworks: '10.1.0.0/16',
      sessionRule: 'single-replace',
      hallSeats: '10.1.2.31 team031',
    });
    expect(hallToBody(fields)).toEqual({
      allowedNetworks: ['10.1.0.0/16'],
      sessionRule: 'single-replace',
      ipAutoLogin: [{ address: '10.1.2.31', username: 'team031' }],
    });
    expect(hallFields(null)).toEqual({ hallNetworks: '', sessionRule: 'any', hallSeats: '' });
  });

  it("put the server's refusals on the hall's fields", () => {
    expect(formFieldOfServerError('allowedNetworks.2')).toEqual(['hallNetworks']);
    expect(formFieldOfServerError('ipAutoLogin.0.username')).toEqual(['hallSeats']);
    expect(formFieldOfServerError('sessionRule')).toEqual(['sessionRule']);
  });
});
