# language: fr
@topic-end-of-game
Fonctionnalité: Fin du jeu (fr:113-115, fr:203, fr:215-228, fr:500)
  Le jeu se termine à la fin du tour où un joueur finance le dernier Bâtiment Public
  disponible, ou après un dernier tour de jeu quand la case Marché Futur est vidée pour la 2ème
  fois (fr:203, fr:216-219).  Les scores sont alors déterminés : les Navires en mer terminent
  leur voyage et rapportent po et PR, puis les Pans de Muraille rapportent 1/3/6/9/12/16 PR, puis
  chaque tranche de 15 po rapporte 1 PR (fr:115, fr:221-226, fr:500).  Le plus de PR l'emporte ;
  en cas d'égalité, le plus de po, puis le plus de Marchandises (fr:228).

  Contexte:
    Soit les joueurs sont Greg, Jen et Kay

  # ------------------------------------------------------------- quand le jeu se termine

  @rule @game.end-public
  Scénario: Quand un joueur finance le dernier Bâtiment Public disponible, le jeu se termine à la fin du tour en cours (fr:217)
    Hippodromus à 21 po : 3 PR (fr:424-426).
    Soit c'est la phase Construction de Bâtiments du tour 6
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et c'est au tour de Kay
    Et la réserve contient 0 tuile de chacun de ces bâtiments :
      | Bâtiment            |
      | Domus Regia à 24 po |
      | Hippodromus à 32 po |
      | Domus Regia à 36 po |
      | Hippodromus à 45 po |
      | Domus Regia à 50 po |
      | Hippodromus à 60 po |
      | Domus Regia à 66 po |
    Et la réserve contient 1 tuile Hippodromus à 21 po
    Et Kay a 25 po
    Et Kay a 30 PR
    Quand Kay finance un Bâtiment Public de 3 PR
    Alors Kay possède le bâtiment Hippodromus à 21 po
    Et Kay a 4 po
    Et Kay a 33 PR
    Et la partie n'est pas terminée
    Et la partie se terminera à la fin du tour 6
    # le reste du tour est joué
    Quand Kay termine son tour
    Alors la phase Acceptation des Contrats a commencé
    Quand Greg a terminé
    Et Jen a terminé
    Et Kay a terminé
    Alors la phase Don de Marchandises a commencé
    Et la partie n'est pas terminée
    Quand Greg a terminé
    Et Jen a terminé
    Et Kay a terminé
    Alors la partie est terminée
    Et la partie a duré 6 tours
    Et la partie s'est terminée parce que le dernier Bâtiment Public a été financé

  @rule @game.end-market @end.change-markets
  Scénario: Quand la case Marché Futur est vidée pour la 2ème fois, elle reste vide et un dernier tour de jeu a lieu (fr:203, fr:219)
    Greg, Jen et Kay détiennent des Charges qui ne rapportent rien à la fin des enchères.
    Soit c'est la phase Don de Marchandises du tour 8
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Urbi     | Jen    |
      | Consul              | Kay    |
    Et le Marché Actuel est Porta Aurea
    Et la pile Marché Futur est Opificies
    Et la case Marché Futur a été vidée 1 fois
    Quand Greg a terminé
    Et Jen a terminé
    Et Kay a terminé
    Alors le Marché Actuel est Opificies
    Et la pile Marché Futur est vide
    Et la case Marché Futur a été vidée 2 fois
    Et le tour 9 a commencé
    Et la partie n'est pas terminée
    # le dernier tour de jeu
    Quand Greg garde sa Charge
    Et Jen garde sa Charge
    Et Kay garde sa Charge
    Alors la phase Construction de Bâtiments a commencé
    Quand Greg termine son tour
    Et Jen termine son tour
    Et Kay termine son tour
    Alors la phase Acceptation des Contrats a commencé
    Quand Greg a terminé
    Et Jen a terminé
    Et Kay a terminé
    Alors la phase Don de Marchandises a commencé
    Quand Greg a terminé
    Et Jen a terminé
    Et Kay a terminé
    Alors la partie est terminée
    Et la partie a duré 9 tours
    Et la partie s'est terminée parce que la case Marché Futur a été vidée pour la 2ème fois

  # ------------------------------------------------------------- scores finaux

  @rule @score.ships @score.walls @score.gold
  Scénario: Navires en mer, puis Pans de Muraille, puis po : les po des Navires comptent pour les PR des po (fr:221-226)
    Le Petit Navire de Greg arrive avec deux contrats (5 po + 1 PR et 7 po + 1 PR) ; ses 5 po
    deviennent 17 po, soit une tranche de 15 po.  Ses deux Pans de Muraille rapportent 3 PR.
    Soit c'est la phase Don de Marchandises du tour 9
    Et c'est le dernier tour de la partie
    Et le contrat G1 demande 1 Marchandise de Consommation et rapporte 5 po et 1 PR, en 1/1/2 tours
    Et le contrat G2 demande 1 Marchandise Industrielle et rapporte 7 po et 1 PR, en 1/1/2 tours
    Et le Petit Navire GS de Greg est sur la case de voyage #1 avec les contrats G1 G2
    Et Greg a 45 PR
    Et Greg a 5 po
    Et Greg possède ces bâtiments :
      | Bâtiment                  |
      | Pan de Muraille d'échange |
      | Pan de Muraille de vente  |
    Et Jen a terminé cette phase
    Et Kay a terminé cette phase
    Quand Greg a terminé
    Alors la partie est terminée
    Et Greg reçoit 2 PR pour ses navires en mer
    Et Greg reçoit 3 PR pour ses Pans de Muraille
    Et Greg a 17 po
    Et Greg reçoit 1 PR pour ses po
    Et le score final de Greg est de 51 PR

  # fr:500 écrit « (1, 3, 6, 9, 12, or 16) » (« or » anglais pour « ou ») ; fr:115 donne la même suite.
  @rule @score.walls @wall.fp
  Scénario: 1, 2 et 3 Pans de Muraille construits rapportent 1, 3 et 6 PR (fr:115, fr:500)
    Soit c'est la phase Don de Marchandises du tour 9
    Et c'est le dernier tour de la partie
    Et Greg possède le Pan de Muraille d'échange
    Et Jen possède ces bâtiments :
      | Bâtiment                     |
      | Pan de Muraille de vente     |
      | Pan de Muraille des contrats |
    Et Kay possède ces bâtiments :
      | Bâtiment                    |
      | Pan de Muraille du marché   |
      | Pan de Muraille des charges |
      | Pan de Muraille des navires |
    Et Jen a terminé cette phase
    Et Kay a terminé cette phase
    Quand Greg a terminé
    Alors Greg reçoit 1 PR pour ses Pans de Muraille
    Et Jen reçoit 3 PR pour ses Pans de Muraille
    Et Kay reçoit 6 PR pour ses Pans de Muraille

  @rule @score.walls @wall.fp
  Scénario: 4 Pans de Muraille rapportent 9 PR (fr:115, fr:500)
    Soit c'est la phase Don de Marchandises du tour 9
    Et c'est le dernier tour de la partie
    Et Greg possède ces bâtiments :
      | Bâtiment                     |
      | Pan de Muraille d'échange    |
      | Pan de Muraille de vente     |
      | Pan de Muraille des contrats |
      | Pan de Muraille du marché    |
    Et Jen a terminé cette phase
    Et Kay a terminé cette phase
    Quand Greg a terminé
    Alors Greg reçoit 9 PR pour ses Pans de Muraille
    Et Jen reçoit 0 PR pour ses Pans de Muraille

  @rule @score.walls @wall.fp
  Scénario: 5 Pans de Muraille rapportent 12 PR (fr:115, fr:500)
    Soit c'est la phase Don de Marchandises du tour 9
    Et c'est le dernier tour de la partie
    Et Greg possède ces bâtiments :
      | Bâtiment                     |
      | Pan de Muraille d'échange    |
      | Pan de Muraille de vente     |
      | Pan de Muraille des contrats |
      | Pan de Muraille du marché    |
      | Pan de Muraille des charges  |
    Et Jen a terminé cette phase
    Et Kay a terminé cette phase
    Quand Greg a terminé
    Alors Greg reçoit 12 PR pour ses Pans de Muraille

  @rule @score.walls @wall.fp
  Scénario: 6 Pans de Muraille rapportent 16 PR (fr:115, fr:500)
    Soit c'est la phase Don de Marchandises du tour 9
    Et c'est le dernier tour de la partie
    Et Greg possède ces bâtiments :
      | Bâtiment                     |
      | Pan de Muraille d'échange    |
      | Pan de Muraille de vente     |
      | Pan de Muraille des contrats |
      | Pan de Muraille du marché    |
      | Pan de Muraille des charges  |
      | Pan de Muraille des navires  |
    Et Jen a terminé cette phase
    Et Kay a terminé cette phase
    Quand Greg a terminé
    Alors Greg reçoit 16 PR pour ses Pans de Muraille

  @rule @score.gold
  Scénario: Chaque joueur reçoit 1 PR par tranche de 15 po possédés (fr:226)
    Soit c'est la phase Don de Marchandises du tour 9
    Et c'est le dernier tour de la partie
    Et Greg a 14 po
    Et Jen a 15 po
    Et Kay a 30 po
    Et Jen a terminé cette phase
    Et Kay a terminé cette phase
    Quand Greg a terminé
    Alors Greg reçoit 0 PR pour ses po
    Et Jen reçoit 1 PR pour ses po
    Et Kay reçoit 2 PR pour ses po

  # ------------------------------------------------------------- égalités

  @fr-cl-12 @clarification @score.ties
  Scénario: En cas d'égalité en PR, les joueurs sont départagés par le nombre de po (fr:228)
    Soit c'est la phase Don de Marchandises du tour 9
    Et c'est le dernier tour de la partie
    Et Greg a 20 PR
    Et Greg a 16 po
    Et Jen a 20 PR
    Et Jen a 29 po
    Et Kay a 10 PR
    Et Kay a 0 po
    Et Jen a terminé cette phase
    Et Kay a terminé cette phase
    Quand Greg a terminé
    Alors le score final de Greg est de 21 PR
    Et le score final de Jen est de 21 PR
    Et Jen l'emporte

  @fr-cl-12 @clarification @score.ties @end.no-discard-final
  Scénario: A égalité de PR et de po, le nombre de Marchandises détenues départage les joueurs (fr:213, fr:228)
    fr:228 s'arrête là : il ne dit pas qui l'emporte si l'égalité persiste (en:730 : tous les
    joueurs à égalité gagnent) ; ce cas n'est pas vérifié.
    Soit c'est la phase Don de Marchandises du tour 9
    Et c'est le dernier tour de la partie
    Et Greg a 20 PR
    Et Greg a 16 po
    Et Greg a 2 Marchandises Alimentaires
    Et Jen a 20 PR
    Et Jen a 16 po
    Et Jen a 1 Marchandise de Luxe
    Et Kay a 10 PR
    Et Kay a 0 po
    Et Jen a terminé cette phase
    Et Kay a terminé cette phase
    Quand Greg a terminé
    Alors le score final de Greg est de 21 PR
    Et le score final de Jen est de 21 PR
    Et Greg l'emporte

  @fr-cl-12 @clarification @score.ties
  Scénario: Les po départagent avant les Marchandises : le joueur le plus riche l'emporte avec moins de Marchandises (fr:228)
    Les po des deux joueurs leur donnent 1 PR (16 et 29 po) : ils sont à égalité de PR ; Jen a plus
    de po, Greg plus de Marchandises.

    Soit c'est la phase Don de Marchandises du tour 9
    Et c'est le dernier tour de la partie
    Et Greg a 20 PR
    Et Greg a 16 po
    Et Greg a 3 Marchandises Alimentaires
    Et Jen a 20 PR
    Et Jen a 29 po
    Et Jen a 1 Marchandise de Luxe
    Et Kay a 10 PR
    Et Kay a 0 po
    Et Jen a terminé cette phase
    Et Kay a terminé cette phase
    Quand Greg a terminé
    Alors le score final de Greg est de 21 PR
    Et le score final de Jen est de 21 PR
    Et Jen l'emporte
