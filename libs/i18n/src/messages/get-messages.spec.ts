import nl from '../../messages/nl.json';
import nlAgency from '../../messages/nl-agency.json';
import { getMessages } from './get-messages';

describe(getMessages.name, () => {
  it('gives each language its own dictionary', () => {
    expect(getMessages('en').Errors.loginFailed).toBe('The username or password are not correct.');
    expect(getMessages('fr').Errors.loginFailed).toBe("L'adresse électronique et/ou le mot de passe sont incorrects.");
    expect(getMessages('nl').Errors.loginFailed).toBe('Ongeldig e-mailadres of wachtwoord');
    expect(getMessages('de').Errors.apiError).toBe('Es ist ein Fehler in der API aufgetreten');
  });

  it('lays the agency override over the full Dutch dictionary', () => {
    const messages = getMessages('nl');
    expect(messages.HomePage.latestListings).toBe(nlAgency.HomePage.latestListings);
    expect(messages.HomePage.latestListings).not.toBe(nl.HomePage.latestListings);
    expect(messages.HomePage.empty).toBe(nl.HomePage.empty);
  });
});
