<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="decor" tilewidth="64" tileheight="64" tilecount="24" columns="8">
 <image source="../assets/tiles/decor.png" width="512" height="192" />
</tileset>
