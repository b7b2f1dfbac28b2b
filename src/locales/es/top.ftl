## /top (src/features/top): the group's leaderboard, in the group's language.
## $name arrives HTML-escaped; $amount is a formatted amount; $rank a whole number.

top-title = 🏆 <b>Clasificación</b>
top-week = <b>Esta semana</b>
top-all-time = <b>Desde siempre</b>
top-tippers = 💸 Quién más dio
top-receivers = 🎁 Quién más recibió
top-line = { $rank }. { $name }: { $amount }
# Shown instead of the name of a member who chose so in /settings.
top-someone = alguien
top-none = nadie todavía
top-footer = Propinas, sorteos, lluvias y botes pagados en este grupo. Para ocultar tu nombre: /settings en nuestro chat privado.
top-empty = 🏆 Aún no hay pagos en este grupo. Responde a un mensaje con <code>/tip 100</code> o abre un bote con <code>/tipjar 10k</code>.
top-in-private = 🏆 /top funciona en grupos: muestra quién dio y recibió más allí.
