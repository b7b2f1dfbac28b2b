## /top (src/features/top): the group's leaderboard, in the group's language.
## $name arrives HTML-escaped; $amount is a formatted amount; $rank a whole number.

top-title = 🏆 <b>Ranking</b>
top-week = <b>Esta semana</b>
top-all-time = <b>De todos os tempos</b>
top-tippers = 💸 Quem mais deu
top-receivers = 🎁 Quem mais recebeu
top-line = { $rank }. { $name }: { $amount }
# Shown instead of the name of a member who chose so in /settings.
top-someone = alguém
top-none = ninguém ainda
top-footer = Gorjetas, sorteios, chuvas e caixinhas pagos neste grupo. Para esconder seu nome: /settings no nosso chat privado.
top-empty = 🏆 Ainda não há pagamentos neste grupo. Responda a uma mensagem com <code>/tip 100</code> ou abra uma caixinha com <code>/tipjar 10k</code>.
top-in-private = 🏆 /top funciona em grupos: mostra quem deu e recebeu mais lá.
