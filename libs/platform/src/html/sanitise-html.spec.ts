import { sanitiseArticleHtml, sanitiseDescriptionHtml } from './sanitise-html';

describe(sanitiseDescriptionHtml.name, () => {
  it('keeps the safe formatting tags without their attributes, b and i as strong and em', () => {
    expect(
      sanitiseDescriptionHtml('<P class="x" style="color:red">Trois <B>chambres</B>,<br/> <i>jardin</i></P>'),
    ).toBe('<p>Trois <strong>chambres</strong>,<br /> <em>jardin</em></p>');
    expect(sanitiseDescriptionHtml('<p><strong>Bold only</strong></p>')).toBe('<p><strong>Bold only</strong></p>');
    expect(sanitiseDescriptionHtml('<ul><li>Cave<li>Grenier</ul><ol><li>1</li></ol>')).toBe(
      '<ul><li>Cave</li><li>Grenier</li></ul><ol><li>1</li></ol>',
    );
  });

  it('drops scripts and styles with their content, and every other tag but its text', () => {
    expect(sanitiseDescriptionHtml('a<script type="text/javascript">alert("x")</script>b<style>p{}</style>c')).toBe(
      'abc',
    );
    expect(sanitiseDescriptionHtml('<div><a href="javascript:alert(1)">Visitez</a> <span>vite</span></div>')).toBe(
      'Visitez vite',
    );
    expect(sanitiseDescriptionHtml('<img src=x onerror="alert(1)"><iframe src="//evil">inside</iframe>ok')).toBe('ok');
    expect(sanitiseDescriptionHtml('x<!-- <script>alert(1)</script> -->y')).toBe('xy');
    expect(sanitiseDescriptionHtml('<p onmouseover="alert(1)">t</p>')).toBe('<p>t</p>');
    expect(sanitiseDescriptionHtml('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>ok')).toBe('ok');
  });

  it('never lets text become a tag', () => {
    expect(sanitiseDescriptionHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(sanitiseDescriptionHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script|<scr[^&]/i);
    expect(sanitiseDescriptionHtml('prix < 300.000 € & > 250.000 €')).toBe('prix &lt; 300.000 € &amp; &gt; 250.000 €');
    expect(sanitiseDescriptionHtml('<p>unclosed <strong>bold')).toBe('<p>unclosed <strong>bold</strong></p>');
    expect(sanitiseDescriptionHtml('text</p></strong>')).toBe('text');
  });

  it('decodes the entities of the CRM editor into text', () => {
    expect(sanitiseDescriptionHtml('Libre imm&eacute;diatement &ndash; 3&nbsp;chambres &#8364; &#x2013;')).toBe(
      'Libre immédiatement – 3\u00a0chambres € –',
    );
  });

  it('leaves plain text as it is, trimmed', () => {
    expect(sanitiseDescriptionHtml('  Villa 4 façades, jardin sud.  ')).toBe('Villa 4 façades, jardin sud.');
  });
});

describe(sanitiseArticleHtml.name, () => {
  it('keeps the formatting an article needs', () => {
    const html =
      '<h2>Our services</h2><ul><li><strong>Sale</strong></li></ul><p>Call <a href="tel:+32475123456">us</a>.</p>';
    expect(sanitiseArticleHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and javascript:, data: and protocol-relative links', () => {
    const html =
      '<p onclick="steal()">Hi<script>steal()</script> <a href="javascript:steal()">x</a> <a href=" JaVaScRiPt:steal()">y</a> <a href="data:text/html,x">z</a> <a href="//evil.example">w</a></p>';
    expect(sanitiseArticleHtml(html)).toBe('<p>Hi <a>x</a> <a>y</a> <a>z</a> <a>w</a></p>');
  });

  it('opens external links in a new tab, not the site’s own', () => {
    expect(sanitiseArticleHtml('<a href="https://www.ipi.be">IPI</a>')).toBe(
      '<a href="https://www.ipi.be" target="_blank" rel="noopener noreferrer">IPI</a>',
    );
    expect(sanitiseArticleHtml('<a href="/fr/a-vendre/" target="_top">À vendre</a>')).toBe(
      '<a href="/fr/a-vendre/">À vendre</a>',
    );
  });
});
