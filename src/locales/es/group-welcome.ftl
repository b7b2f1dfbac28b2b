## The welcome when the bot is added to a group (src/features/group-welcome). HTML.

group-welcome-welcome =
    👋 ¡Hola a todos! Soy un bot de billetera lightning.
    Responde al mensaje de alguien con <code>/tip 100</code> para darle una propina (puedes añadir una nota tras el importe); /invoice <i>1000</i> pide un pago al grupo; /help muestra más.
    Cada uno se configura en un chat privado conmigo: los saldos y los detalles se quedan allí.
# A line under the welcome while the bot may not delete messages in the group.
group-welcome-allow-delete = Para los administradores: si me dejan borrar mensajes, limpio los comandos /tip y mis avisos al poco rato.
# A button.
group-welcome-set-up-button = Configurar propinas
