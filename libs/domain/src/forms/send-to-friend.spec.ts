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

describe('ZSendToFriendSchema links', () => {
  it('refuses a link in the name, the friend’s name or the message', () => {
    expect(fieldMessages(ZSendToFriendSchema, { ...message, message: 'Win at www.casino.example' })).toEqual({
      message: ['noLinks'],
    });
    expect(fieldMessages(ZSendToFriendSchema, { ...message, name: 'https://x.example' })).toEqual({
      name: ['noLinks'],
    });
    expect(fieldMessages(ZSendToFriendSchema, { ...message, friendName: 'Marc', message: 'Elle te plaira !' })).toEqual(
      {},
    );
  });
});
