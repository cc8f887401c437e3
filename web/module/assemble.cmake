# Writes the page as one file: web/page/index.html with its placeholders
# replaced by the style sheet, the module (JavaScript with the WebAssembly
# inside) and the page's script. Run as a script: cmake -DPAGE= -DMODULE= -DOUT= -P.
file(READ ${PAGE}/index.html html)
file(READ ${PAGE}/board.css css)
file(READ ${PAGE}/board.js js)
file(READ ${MODULE} module)
# A "</script" inside a script would end it early.
string(REPLACE "</script" "<\\/script" module "${module}")
string(REPLACE "</script" "<\\/script" js "${js}")
string(REPLACE "/*%STYLE%*/" "${css}" html "${html}")
string(REPLACE "/*%MODULE%*/" "${module}" html "${html}")
string(REPLACE "/*%SCRIPT%*/" "${js}" html "${html}")
file(WRITE ${OUT} "${html}")
