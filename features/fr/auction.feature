# language: fr
@topic-auction
Fonctionnalité: Mise aux enchères des Charges Publiques (fr:44-60, fr:491)
  Chaque tour commence par les enchères sur les cinq Charges Publiques, dans l'ordre des
  Charges détenues (de I à V) (fr:45).  Garder sa Charge est gratuit (fr:49), une Charge
  vacante coûte 2 po (fr:51), une Charge occupée va au plus offrant ; le perdant récupère son
  enchère et devient (ou demeure) actif (fr:53) et peut prendre gratuitement la Charge
  délaissée par celui qui a pris la sienne (fr:55).  Quand tous les joueurs ont été actifs,
  les po placées sur les Charges retournent dans le stock (fr:58) ; le Comes Thesaurorum
  reçoit 4 po et le Praefectus Pretorio 1 Marchandise d'un type qu'il produit (fr:60).  Le
  Pan de Muraille des charges protège la Charge de son bâtisseur : chaque enchère de
  l'adversaire pour l'obtenir doit être d'au moins 3 po (fr:491).

  Contexte:
    Soit les joueurs sont Greg, Jen et Kay
    Et c'est la phase Mise aux enchères des Charges Publiques du tour 2
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et Greg a 10 po
    Et Jen a 10 po
    Et Kay a 10 po

  # ------------------------------------------------------------- Charge détenue, vacante, occupée

  @rule @auction.keep-office-free @auction.turn-order
  Scénario: Le joueur actif qui garde sa Charge ne paie rien, puis le joueur suivant devient actif (fr:45, fr:49)
    Alors c'est au tour de Greg
    Quand Greg garde sa Charge
    Alors Greg détient la Charge de Magister Officiorum
    Et 0 po sont placées sur la Charge de Magister Officiorum
    Et Greg a 10 po
    Et c'est au tour de Jen

  @rule @auction.vacant-office-costs-2
  Scénario: Une Charge vacante coûte 2 po placées dans sa case (fr:51)
    Avec trois joueurs, les Charges de Praefectus Urbi et de Consul sont vacantes.
    Quand Greg enchérit 1 po sur la Charge de Consul
    Alors l'action est refusée par la règle auction.vacant-office-costs-2
    Et rien n'a changé
    Quand Greg prend la Charge vacante de Consul
    Alors Greg détient la Charge de Consul
    Et 2 po sont placées sur la Charge de Consul
    Et Greg a 8 po
    Et la Charge de Magister Officiorum est vacante
    Et c'est au tour de Jen

  @rule @auction.bid-exceeds-coins
  Scénario: Une enchère sur une Charge occupée dépasse le montant déjà présent dans sa case (fr:53)
    Quand Greg enchérit 2 po sur la Charge de Comes Thesaurorum
    Et Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 2 po sont placées sur la Charge de Comes Thesaurorum
    Et c'est au tour de Kay
    Quand Kay enchérit 2 po sur la Charge de Comes Thesaurorum
    Alors l'action est refusée par la règle auction.bid-exceeds-coins
    Et rien n'a changé
    Quand Kay enchérit 3 po sur la Charge de Comes Thesaurorum
    Et Greg passe
    # le gagnant place son enchère dans la case, sur les 2 po qui y sont déjà
    Alors Kay détient la Charge de Comes Thesaurorum
    Et 5 po sont placées sur la Charge de Comes Thesaurorum
    Et Kay a 7 po
    Et Greg a 8 po
    Et c'est au tour de Greg

  # fr:53 et fr:491 écrivent « sur enchérir », « sur enchère » en deux mots (surenchérir, surenchère).
  @fr-cl-02 @clarification @auction.raise-exceeds-bid @auction.winner-pays @auction.loser-active
  Scénario: Le détenteur qui perd l'enchère récupère son enchère et devient actif (fr:53)
    Greg, actif, enchérit sur la Charge de Kay ; ils surenchérissent jusqu'à ce que Kay passe.
    Greg place son enchère de 3 po dans la case ; Kay « récupère son enchère » (ses 2 po) et
    « devient » actif.
    Quand Greg enchérit 1 po sur la Charge de Comes Thesaurorum
    Et Kay surenchérit à 2 po
    Et Greg surenchérit à 2 po
    Alors l'action est refusée par la règle auction.raise-exceeds-bid
    Et rien n'a changé
    Quand Greg surenchérit à 3 po
    Et Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 3 po sont placées sur la Charge de Comes Thesaurorum
    Et Greg a 7 po
    Et Kay a 10 po
    Et c'est au tour de Kay

  @fr-cl-02 @clarification @auction.winner-pays @auction.loser-active
  Scénario: Le joueur actif qui perd l'enchère récupère son enchère et demeure actif (fr:53)
    Jen garde sa Charge en surenchérissant ; elle place ses 2 po dans la case.  Greg « récupère
    son enchère » et « demeure » actif : il garde sa propre Charge, puis Jen devient active.
    Quand Greg enchérit 1 po sur la Charge de Praefectus Pretorio
    Et Jen surenchérit à 2 po
    Et Greg passe
    Alors Jen détient la Charge de Praefectus Pretorio
    Et 2 po sont placées sur la Charge de Praefectus Pretorio
    Et Jen a 8 po
    Et Greg a 10 po
    Et Greg détient la Charge de Magister Officiorum
    Et c'est au tour de Greg
    Quand Greg garde sa Charge
    Alors c'est au tour de Jen

  @fr-cl-03 @clarification @auction.loser-takes-vacated-free
  Scénario: Le joueur qui a perdu sa Charge prend gratuitement la Charge délaissée par son adversaire (fr:55)
    Greg s'approprie la Charge de Kay et délaisse celle de Magister Officiorum, qui est vacante ;
    Kay s'en empare « immédiatement (et gratuitement) ».
    Quand Greg enchérit 1 po sur la Charge de Comes Thesaurorum
    Et Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 1 po sont placées sur la Charge de Comes Thesaurorum
    Et la Charge de Magister Officiorum est vacante
    Et c'est au tour de Kay
    Quand Kay prend la Charge vacante de Magister Officiorum
    Alors Kay détient la Charge de Magister Officiorum
    Et 0 po sont placées sur la Charge de Magister Officiorum
    Et Kay a 10 po
    Et c'est au tour de Jen

  @fr-cl-03 @clarification @auction.no-office-to-keep @auction.vacant-office-costs-2
  Scénario: S'il ne prend pas la Charge délaissée, il reste actif et fait son choix normalement (fr:55)
    Kay, qui a perdu sa Charge, ne peut plus la garder ; elle préfère la Charge vacante de
    Praefectus Urbi, qu'elle paie 2 po comme toute Charge vacante (fr:51).
    Quand Greg enchérit 1 po sur la Charge de Comes Thesaurorum
    Et Kay passe
    Et Kay garde sa Charge
    Alors l'action est refusée par la règle auction.no-office-to-keep
    Et rien n'a changé
    Quand Kay prend la Charge vacante de Praefectus Urbi
    Alors Kay détient la Charge de Praefectus Urbi
    Et 2 po sont placées sur la Charge de Praefectus Urbi
    Et Kay a 8 po
    Et la Charge de Magister Officiorum est vacante
    Et c'est au tour de Jen

  @fr-cl-03 @clarification @auction.vacant-office-costs-2
  Scénario: Un joueur actif qui perd une enchère sans perdre sa Charge n'a rien à prendre gratuitement (fr:55)
    fr:55 parle de « un joueur qui perd une enchère » (en:231 : celui qui a perdu sa Charge).
    Greg perd l'enchère mais personne ne s'est approprié sa Charge : il n'y a pas de Charge
    délaissée ; il reste actif et paie 2 po la Charge vacante qu'il choisit.
    Quand Greg enchérit 1 po sur la Charge de Comes Thesaurorum
    Et Kay surenchérit à 2 po
    Et Greg passe
    Alors Kay détient la Charge de Comes Thesaurorum
    Et c'est au tour de Greg
    Quand Greg prend la Charge vacante de Praefectus Urbi
    Alors Greg détient la Charge de Praefectus Urbi
    Et 2 po sont placées sur la Charge de Praefectus Urbi
    Et Greg a 8 po
    Et Kay a 8 po
    Et c'est au tour de Jen

  # ------------------------------------------------------------- fin de la phase

  @rule @auction.phase-end @office.comes-thesaurorum-gold @office.praefectus-pretorio-good @auction.vacant-office-costs-2
  Scénario: Quand tous ont été actifs, les po des Charges retournent au stock ; le Comes Thesaurorum reçoit 4 po, le Praefectus Pretorio 1 Marchandise (fr:58, fr:60)
    Jen ne possède que l'Ager, qui produit des Marchandises Alimentaires : sa Marchandise de
    Praefectus Pretorio est de ce type.  La production de l'Ager (2) n'est pas dans le livre
    (colonne perdue, fr:304) : c'est un nombre propre au scénario.
    Soit Jen ne possède que l'Ager
    Et Jen n'a aucune Marchandise
    Et le bâtiment Ager produit 2 Marchandises Alimentaires
    Quand Greg prend la Charge vacante de Praefectus Urbi
    Et Jen garde sa Charge
    Et Kay garde sa Charge
    Alors les 2 po placées sur les Charges retournent dans le stock
    Et Greg a 8 po
    Et Kay a 14 po
    Et Jen a 10 po
    Et la phase Construction de Bâtiments a commencé
    # 1 Marchandise du Praefectus Pretorio et 2 produites par l'Ager
    Et Jen a 3 Marchandises Alimentaires

  # ------------------------------------------------------------- le Pan de Muraille des charges

  # fr:491 « chaque sur enchère visant à obtenir la Charge détenue par le bâtisseur de ce Pan de
  # Muraille doit être d'au moins 3 po » se lit soit comme une enchère d'au moins 3 po au total,
  # soit comme un écart d'au moins 3 po (en:873 « by at least 3 gold »).  Le reste du livre
  # soutient la première lecture, celle du préréglage fr (office_wall_protection =
  # bid-at-least-3) :
  # - dans ce livre une enchère est un montant de po, jamais un écart : le joueur actif « doit
  #   enchérir un nombre de po supérieur au montant qui est présent », le gagnant « place son
  #   enchère dans la case » et le perdant « récupère son enchère » (fr:53) ; le livre ne fixe
  #   nulle part d'écart minimal entre deux enchères ;
  # - « être de N po » y donne un montant (« un prix plancher de 1 po », fr:485) ; un écart est
  #   nommé comme tel (« un rabais de 2 po », fr:485, fr:497).
  # Lue ainsi, la phrase vise aussi la première enchère de l'adversaire : sinon elle ne
  # refuserait jamais rien (1 po, 2 po du bâtisseur, et toute réponse fait déjà 3 po), alors que
  # fr:500 la compte parmi les « capacités spéciales » des Pans de Muraille ; l'enchère
  # d'ouverture « vise à obtenir la Charge » comme les suivantes et se place déjà au-dessus du
  # « montant qui est présent » (fr:53).  Les enchères du bâtisseur, qui surenchérit « pour la
  # conserver » (fr:53), ne sont pas visées.  Une table qui lit un écart de 3 po joue
  # raise-by-3 (catalogue office-wall-bid-protection).

  @fr-cl-15 @clarification @auction.wall-raise-3
  Scénario: Le Pan de Muraille des charges ne vise que l'adversaire : enchère de 3 po, surenchère de 3 po, celles du bâtisseur restent ordinaires (fr:491)
    « chaque sur enchère visant à obtenir la Charge détenue par le bâtisseur de ce Pan de
    Muraille doit être d'au moins 3 po ».  Les enchères de Greg (3 po puis 7 po, soit 3 po de
    plus que celle de Kay) respectent les deux lectures de cette phrase (3 po au total, ou 3 po
    de plus) ; Kay, le bâtisseur, surenchérit de 1 po comme d'ordinaire.
    Soit Kay possède le Pan de Muraille des charges
    Et 0 po sont placées sur la Charge de Comes Thesaurorum
    Quand Greg enchérit 3 po sur la Charge de Comes Thesaurorum
    Et Kay surenchérit à 4 po
    Alors l'action est effectuée
    Quand Greg surenchérit à 7 po
    Et Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 7 po sont placées sur la Charge de Comes Thesaurorum
    Et Greg a 3 po
    Et Kay a 10 po
    Et c'est au tour de Kay

  @fr-cl-15 @clarification @auction.wall-raise-3
  Scénario: La première enchère sur la Charge du bâtisseur est visée : 1 po ou 2 po sont refusées, 3 po acceptées (fr:53, fr:491)
    Aucune po n'est dans la case de la Charge de Kay : sans le Pan de Muraille, 1 po suffirait
    (fr:53).  Ici les deux lectures de « d'au moins 3 po » (3 po au total, ou 3 po de plus que
    les 0 po présentes) demandent la même chose : 3 po.  L'enchère d'ouverture de Greg « vise à
    obtenir la Charge détenue par le bâtisseur » : elle est visée (voir le commentaire
    ci-dessus).
    Soit Kay possède le Pan de Muraille des charges
    Et 0 po sont placées sur la Charge de Comes Thesaurorum
    Et Greg a 10 po
    Alors c'est au tour de Greg
    Quand Greg enchérit 1 po sur la Charge de Comes Thesaurorum
    Alors l'action est refusée par la règle auction.wall-raise-3
    Et rien n'a changé
    Quand Greg enchérit 2 po sur la Charge de Comes Thesaurorum
    Alors l'action est refusée par la règle auction.wall-raise-3
    Et rien n'a changé
    Quand Greg enchérit 3 po sur la Charge de Comes Thesaurorum
    Alors l'action est effectuée
    Quand Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 3 po sont placées sur la Charge de Comes Thesaurorum
    Et Greg a 7 po
    Et Kay a 10 po
    Et c'est au tour de Kay

  @fr-cl-15 @clarification @auction.wall-raise-3 @auction.raise-exceeds-bid
  Scénario: Contre le bâtisseur du Pan de Muraille des charges, une surenchère de l'adversaire doit faire au moins 3 po, pas 3 po de plus que l'enchère en cours (fr:53, fr:491)
    Lecture retenue (préréglage fr) : « d'au moins 3 po » est le montant de la surenchère,
    comme toute enchère de ce livre (fr:53), et non un écart.  Après la surenchère de Kay à
    4 po, Greg répond 5 po : plus que 4 po (fr:53) et au moins 3 po (fr:491).  La lecture en
    écart (en:873 : « by at least 3 gold ») demanderait 7 po.
    Soit Kay possède le Pan de Muraille des charges
    Et 0 po sont placées sur la Charge de Comes Thesaurorum
    Quand Greg enchérit 3 po sur la Charge de Comes Thesaurorum
    Et Kay surenchérit à 4 po
    Et Greg surenchérit à 4 po
    Alors l'action est refusée par la règle auction.raise-exceeds-bid
    Et rien n'a changé
    Quand Greg surenchérit à 5 po
    Alors l'action est effectuée
    Quand Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 5 po sont placées sur la Charge de Comes Thesaurorum
    Et Greg a 5 po
    Et Kay a 10 po

  @fr-cl-15 @clarification @auction.wall-raise-3 @auction.bid-exceeds-coins
  Scénario: Avec 2 po déjà dans la case de la Charge du bâtisseur, une première enchère de 3 po suffit (fr:53, fr:491)
    Lecture retenue (préréglage fr) : l'enchère de Greg doit dépasser les 2 po présentes
    (fr:53) et faire au moins 3 po (fr:491) ; 3 po suffisent.  La lecture en écart demanderait
    5 po (2 po + 3 po).
    Soit Kay possède le Pan de Muraille des charges
    Et 2 po sont placées sur la Charge de Comes Thesaurorum
    Quand Greg enchérit 2 po sur la Charge de Comes Thesaurorum
    Alors l'action est refusée par la règle auction.bid-exceeds-coins
    Et rien n'a changé
    Quand Greg enchérit 3 po sur la Charge de Comes Thesaurorum
    Alors l'action est effectuée
    Quand Kay passe
    Alors Greg détient la Charge de Comes Thesaurorum
    Et 5 po sont placées sur la Charge de Comes Thesaurorum
    Et Greg a 7 po
    Et Kay a 10 po
