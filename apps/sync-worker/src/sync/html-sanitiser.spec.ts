import { sanitiseHtml } from './html-sanitiser';

describe(sanitiseHtml.name, () => {
  it('keeps the safe formatting tags without their attributes', () => {
    expect(sanitiseHtml('<P class="x" style="color:red">Trois <STRONG>chambres</STRONG>,<br/> <em>jardin</em></P>')).toBe(
      '<p>Trois <strong>chambres</strong>,<br> <em>jardin</em></p>',
    );
    expect(sanitiseHtml('<ul><li>Cave<li>Grenier</ul><ol><li>1</li></ol>')).toBe('<ul><li>Cave<li>Grenier</li></li></ul><ol><li>1</li></ol>');
  });

  it('drops scripts and styles with their content, and every other tag but its text', () => {
    expect(sanitiseHtml('a<script type="text/javascript">alert("x")</script>b<style>p{}</style>c')).toBe('abc');
    expect(sanitiseHtml('<div><a href="javascript:alert(1)">Visitez</a> <span>vite</span></div>')).toBe('Visitez vite');
    expect(sanitiseHtml('<img src=x onerror="alert(1)"><iframe src="//evil"></iframe>ok')).toBe('ok');
    expect(sanitiseHtml('x<!-- <script>alert(1)</script> -->y')).toBe('xy');
    expect(sanitiseHtml('<p onmouseover="alert(1)">t</p>')).toBe('<p>t</p>');
  });

  it('never lets text become a tag', () => {
    expect(sanitiseHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitiseHtml('<scr<script>ipt>alert(1)</script>')).toBe('&lt;scr');
    expect(sanitiseHtml('prix < 300.000 € & > 250.000 €')).toBe('prix &lt; 300.000 € &amp; &gt; 250.000 €');
    expect(sanitiseHtml('<p>unclosed <strong>bold')).toBe('<p>unclosed <strong>bold</strong></p>');
    expect(sanitiseHtml('text</p></strong>')).toBe('text');
  });

  it('decodes the entities of the CRM editor into text', () => {
    expect(sanitiseHtml('Libre imm&eacute;diatement &ndash; 3&nbsp;chambres &#8364; &#x2013;')).toBe('Libre immédiatement – 3\u00a0chambres € –');
  });
});
