import { fieldMessages, visitor } from './form-test-helpers';
import { ZProjectContactSchema } from './project-contact';

describe('ZProjectContactSchema', () => {
  it('names the project it is about', () => {
    expect(fieldMessages(ZProjectContactSchema, { ...visitor, projectId: 12 })).toEqual({});
    expect(fieldMessages(ZProjectContactSchema, { ...visitor })).toEqual({ projectId: ['required'] });
  });

  it('asks when to call back when the visitor wants a call', () => {
    expect(fieldMessages(ZProjectContactSchema, { ...visitor, projectId: 12, contactPreference: 'phone' })).toEqual({
      timeSlots: ['timeSlotRequired'],
    });
  });
});
