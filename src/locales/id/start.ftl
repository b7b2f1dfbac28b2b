## /start and /help in a private chat (src/features/start). The welcome is
## three messages joined by a blank line: the greeting, the user's lightning
## address (only when they have one), and the list of commands.

# $name: the user's first name.
start-welcome-hello = ⚡ Hai { $name }! Saya membawa wallet lightning ke Telegram: tagih orang, bayar, tarik dana, dan beri tip di grup.
# $address: user@domain, where anyone can pay the user.
start-welcome-address = Alamat lightning-mu: <code>{ $address }</code>
# $sandbox: "yes" on the sandbox gateway (test money, nothing to connect), "no" on a real one.
start-welcome-commands =
    <b>Terima</b>
    /invoice <i>jumlah [deskripsi]</i> – invoice lightning dengan kode QR
    /lnurl – kode bayarmu yang bisa dipakai ulang, untuk wallet apa pun
    /claim <i>lnurl</i> – tukarkan voucher ke akunmu (atau cukup tempel, atau kirim foto kode QR-nya)

    <b>Kirim</b>
    /pay <i>invoice | lnurl | nama@domain [jumlah]</i> – bayar (atau cukup tempel invoice atau kirim foto QR)
    /send <i>jumlah @user | user@domain [catatan]</i> – bayar seseorang langsung
    /withdraw <i>alamat jumlah</i> – kirim on-chain

    <b>Di grup</b>
    /tip <i>jumlah [catatan]</i> – balas pesan seseorang di grup untuk memberinya tip
    /giveaway, /rain, /tipjar, /top – bagikan sats dengan grup; /help di sana menjelaskan caranya

    <b>Akun</b>
    /balance – total, dibekukan dan bisa dipakai
    /history – transaksi terakhirmu dan janji yang masih terbuka
    /settings – bahasa, mata uang, tip, tip lewat reaksi, alamat lightning
    { $sandbox ->
        [yes]
            {""}
            🧪 Bot ini berjalan di gateway <b>sandbox</b>: akunmu sudah dibuatkan dan hanya berisi uang uji. /disconnect meresetnya dengan uang uji baru.
       *[no] /connect – hubungkan akun merchant-mu · /disconnect – lepaskan
    }

    Jumlah: 1500, 1 500, 1.500, 1,5k, 21k sats atau 0,0001 btc. /cancel menghentikan pertanyaan apa pun.

start-welcome-inline = 🔎 Di chat mana pun, ketik <code>@{ $bot } 1000 kopi</code> untuk memasang invoice, atau <code>@{ $bot } send 500</code> untuk memberi sats ke yang pertama mengklaim.

## /start and /help in a group: what the bot does there; the rest is in the private chat.

start-group =
    ⚡ Saya bot wallet lightning. Di grup ini:
    /tip <i>100</i> sebagai balasan – beri tip ke penulis pesan itu
    /send <i>100 @user</i> – bayar anggota tanpa membalas
    /giveaway <i>1000 5</i> – 5 orang pertama yang menekan Klaim masing-masing dapat 200 sat
    /rain <i>1000</i> – bagi ke anggota yang baru saja menulis
    /tipjar <i>10k</i> – toples yang bisa diisi sats oleh siapa saja; /top – siapa yang paling banyak memberi di sini
    /invoice <i>1000</i> – minta pembayaran dari grup
    /lnurl – kode bayarmu (sebagai balasan: milik anggota itu)
    Wallet, saldo, dan pengaturanmu ada di chat pribadi kita.
