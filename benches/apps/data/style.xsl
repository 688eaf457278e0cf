<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="xml" indent="yes"/>
  <xsl:template match="/library">
    <catalog count="{count(book)}" total="{format-number(sum(book/price), '0.00')}">
      <xsl:for-each select="book">
        <xsl:sort select="@year" data-type="number"/>
        <entry year="{@year}">
          <xsl:value-of select="concat(translate(author, 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), ': ', title)"/>
          <xsl:if test="price &gt; 30"> (expensive)</xsl:if>
        </entry>
      </xsl:for-each>
      <oldest><xsl:value-of select="book[not(@year &gt; ../book/@year)]/title"/></oldest>
    </catalog>
  </xsl:template>
</xsl:stylesheet>
