## /start and /help in a private chat (src/bot/features/start). The welcome is
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

    <b>Kirim</b>
    /pay <i>invoice | lnurl | nama@domain [jumlah]</i> – bayar (atau cukup tempel invoice atau kirim foto QR)
    /withdraw <i>alamat jumlah</i> – kirim on-chain
    /tip <i>jumlah [catatan]</i> – balas pesan seseorang di grup untuk memberinya tip

    <b>Akun</b>
    /balance – total, dibekukan dan bisa dipakai
    /history – transaksi terakhirmu
    /settings – bahasa, mata uang, konfirmasi tip, alamat lightning
    { $sandbox ->
        [yes]
            {""}
            🧪 Bot ini berjalan di gateway <b>sandbox</b>: akunmu sudah dibuatkan dan hanya berisi uang uji. /disconnect meresetnya dengan uang uji baru.
       *[no] /connect – hubungkan akun merchant-mu · /disconnect – lepaskan
    }

    Jumlah: 1500, 1 500, 1.500, 1,5k, 21k sats atau 0,0001 btc. /cancel menghentikan pertanyaan apa pun.

## /start and /help in a group: what the bot does there; the rest is in the private chat.

start-group =
    ⚡ Saya bot wallet lightning. Di grup ini:
    /tip <i>100</i> sebagai balasan – beri tip ke penulis pesan itu
    /invoice <i>1000</i> – minta pembayaran dari grup
    /lnurl – kode bayarmu (sebagai balasan: milik anggota itu)
    Wallet, saldo, dan pengaturanmu ada di chat pribadi kita.
