import { describe, expect, it } from 'vitest';
import { fieldDomKey, fieldKey } from './field-key.ts';

/** HubSpot's v3 description: a field's name "In combination with the object type ID, it must be unique". */
describe('fieldKey', () => {
  it("keeps a contact's bare name and prefixes any other object's", () => {
    expect(fieldKey({ name: 'city', objectTypeId: '0-1' })).toBe('city');
    expect(fieldKey({ name: 'city', objectTypeId: '0-2' })).toBe('0-2/city');
    expect(fieldKey({ name: 'city', objectTypeId: '2-123456' })).toBe('2-123456/city');
  });

  it('gives element ids without the slash, still one per object', () => {
    expect(fieldDomKey({ name: 'city', objectTypeId: '0-1' })).toBe('city');
    expect(fieldDomKey({ name: 'city', objectTypeId: '0-2' })).toBe('0-2-city');
  });
});
