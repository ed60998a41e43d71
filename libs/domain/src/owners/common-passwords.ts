// Passwords of 8 characters or more that lead the public breach lists
// (NCSC top 100k, SecLists' most common), plus the Belgian and European
// favourites of our four languages. Compared case-insensitively: 'Password1'
// is no stronger than 'password1' to a guessing tool.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000',
  '88888888', '87654321', '98765432', '147258369', '123456789a', '1q2w3e4r', '1q2w3e4r5t',
  '1qaz2wsx', 'qwertyuiop', 'qwerty123', 'qwerty12345', 'qwertyui', 'asdfghjkl', 'zxcvbnm1',
  'azertyuiop', 'azerty123', 'azerty1234', 'qwertzuiop', 'password', 'password1', 'password12',
  'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pa$$word', 'iloveyou', 'iloveyou1',
  'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'abc12345',
  'abcd1234', 'a1b2c3d4', 'aa123456', 'trustno1', 'superman', 'starwars', 'whatever',
  'michelle', 'jennifer', 'computer', 'internet', 'corvette', 'mercedes', 'maverick',
  'liverpool', 'chelsea1', 'arsenal1', 'football1', 'baseball1', 'charlie1', 'letmein1',
  'changeme', 'changeme1', 'admin123', 'administrator', 'qazwsxedc', 'zaq12wsx', 'q1w2e3r4',
  'q1w2e3r4t5', 'monkey123', 'dragon123', 'shadow123', 'master123', 'secret123', 'test1234',
  'testtest', 'access14', 'mustang1', 'michael1', 'jordan23', 'samsung1', 'asdf1234',
  'asdfasdf', 'lovely123', 'loveyou1', 'summer2024', 'summer2025', 'summer2026', 'winter2025',
  'welkom123', 'welkom01', 'wachtwoord', 'wachtwoord1', 'wachtwoord123', 'motdepasse',
  'motdepasse1', 'motdepasse123', 'passwort', 'passwort1', 'passwort123', 'hallo123',
  'bonjour1', 'bonjour123', 'soleil123', 'belgique', 'belgique1', 'belgie123', 'bruxelles',
  'brussel1', 'antwerpen', 'immobilier', 'vastgoed', 'maison123', 'huis1234', 'eigenaar',
  'proprietaire', 'chocolat', 'doudou123', 'loulou123', 'nicolas1', 'marseille', 'schatzi1',
  'fussball', 'deutschland', 'ichliebedich', 'jetaime1', 'ikhouvanjou', 'iloveyou2',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
