import { fieldMessages } from './form-test-helpers';
import { ZSendToFriendSchema } from './send-to-friend';

const message = { name: 'Anne', email: 'anne@example.be', friendEmail: 'marc@example.be', propertyId: 42 };

describe('ZSendToFriendSchema', () => {
  it('accepts a complete message', () => {
    expect(fieldMessages(ZSendToFriendSchema, message)).toEqual({});
  });

  it.each(['', 'marc', undefined])('says friendEmail for the friend’s address %p', (friendEmail) => {
    expect(fieldMessages(ZSendToFriendSchema, { ...message, friendEmail })).toEqual({ friendEmail: ['friendEmail'] });
  });
});
