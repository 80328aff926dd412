import { describe, expect, it } from 'vitest';
import { fieldCheckMessage } from './field-check-message.ts';

const validity = (faults: Partial<ValidityState>): ValidityState =>
  ({
    valid: Object.values(faults).every((fault) => fault !== true),
    valueMissing: false,
    typeMismatch: false,
    tooShort: false,
    tooLong: false,
    ...faults,
  }) as ValidityState;

describe('fieldCheckMessage', () => {
  it('is undefined for a valid field', () => {
    expect(fieldCheckMessage('email', validity({}))).toBeUndefined();
  });

  it("names each browser check's fault with the server's message for it", () => {
    expect(fieldCheckMessage('screenName', validity({ valueMissing: true }))?.id).toBe(
      'account.errorScreenNameMissing',
    );
    expect(fieldCheckMessage('email', validity({ valueMissing: true }))?.id).toBe(
      'account.errorMissingFields',
    );
    expect(fieldCheckMessage('email', validity({ typeMismatch: true }))?.id).toBe(
      'account.errorInvalidEmail',
    );
    expect(fieldCheckMessage('password', validity({ tooShort: true }))).toEqual({
      id: 'account.errorPasswordTooShort',
      values: { min: 10 },
    });
    expect(fieldCheckMessage('password', validity({ tooLong: true }))?.id).toBe(
      'account.errorPasswordTooLong',
    );
    expect(fieldCheckMessage('screenName', validity({ tooLong: true }))).toEqual({
      id: 'account.errorScreenNameInvalid',
      values: { max: 64 },
    });
  });
});
